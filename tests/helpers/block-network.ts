import { MockAgent, setGlobalDispatcher } from 'undici';

// Tests never reach the outside: only loopback connections are allowed.
const agent = new MockAgent();
agent.disableNetConnect();
agent.enableNetConnect(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/);
setGlobalDispatcher(agent);
