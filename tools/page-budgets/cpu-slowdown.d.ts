export declare const REFERENCE: { benchmarkIndex: number; multiplier: number };
export declare function hostSpeed(benchmarkIndex: number): number;
export declare function cpuMultiplier(benchmarkIndex: number, reference?: { benchmarkIndex: number; multiplier: number }): number;
