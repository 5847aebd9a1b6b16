import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';
import { loginByApi, randomPhone, readCode } from './login-helpers';
import { bookStorage } from './subscription-helpers';

test(
  'after paying: the success page and the subscription show the gate code, address and hours; the ' +
    'contract is signed by the SMS code and downloaded',
  async ({ page, baseURL }, testInfo) => {
    // Booking, paying, two page loads, an SMS round trip and a PDF: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await returningVisitor(page, baseURL!);
    const phone = randomPhone();
    await loginByApi(page, phone);

    // Book, then pay on the sandbox checkout page as a person does.
    const booked = await bookStorage(page);
    const checkout = new URL(booked.confirmationUrl, baseURL);
    await page.goto(`${checkout.pathname}${checkout.search}`);
    await page.getByTestId('checkout-pay').click();
    await expect(page).toHaveURL(/\/payments\/success\/\?id=/, { timeout: 20_000 });
    const success = page.getByTestId('payment-success');
    const onSuccess = success.getByTestId('access-card');
    await expect(onSuccess.getByRole('heading', { name: 'Как попасть на склад' })).toBeVisible({ timeout: 10_000 });
    const code = (await onSuccess.getByTestId('access-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(onSuccess.getByTestId('access-address')).not.toBeEmpty();
    await expect(onSuccess.getByTestId('access-hours')).not.toBeEmpty();
    await snapshot(page, testInfo, 'access-success');

    // The subscription page shows the same code and the contract step.
    await page.goto(`/cabinet/subscriptions/storages/${booked.orderId}/`);
    const card = page.getByTestId('access-card');
    await expect(card.getByTestId('access-code')).toHaveText(code);
    const details = (await page.request.get(`/api/cabinet/v2/orders/storages?id=${booked.orderId}`).then((r) => r.json())) as {
      data: { warehouse: { address: string } };
    };
    await expect(card.getByTestId('access-address')).toContainText(details.data.warehouse.address);
    await expect(card.getByTestId('access-hours')).not.toBeEmpty();

    const contract = page.getByTestId('contract-card');
    await expect(contract.getByRole('heading', { name: 'Подпишите договор' })).toBeVisible();
    // A new account has no name: the step asks for it before the contract is made.
    await contract.getByTestId('contract-sign-start').click();
    await expect(contract.getByText('Укажите фамилию — она будет в договоре')).toBeVisible();
    await expect(contract.getByText('Укажите имя — оно будет в договоре')).toBeVisible();
    await contract.getByTestId('contract-last_name').fill('Смирнова');
    await contract.getByTestId('contract-first_name').fill('Ольга');
    const asked = Date.now() - 1000;
    await contract.getByTestId('contract-sign-start').click();
    await expect(contract.getByText(/Код отправлен в SMS/)).toBeVisible();
    const sms = await readCode(page.request, phone, 'SMS', asked);
    await contract.getByTestId('contract-code').fill(sms);
    await snapshot(page, testInfo, 'contract-code', false);
    await contract.getByTestId('contract-sign-confirm').click();
    await expect(contract.getByTestId('contract-signed')).toContainText('Подписан простой электронной подписью', { timeout: 15_000 });
    await expect(contract.getByTestId('contract-signed')).toContainText('Смирнова Ольга');

    const downloading = page.waitForEvent('download');
    await contract.getByTestId('contract-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await snapshot(page, testInfo, 'contract-signed');
  },
);
