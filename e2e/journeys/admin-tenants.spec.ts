import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from '../support/admin.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the admin team adds a tenant on a phone, renames it, scrolls the table by keyboard and deactivates it after confirming', async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const title = `Riverside School ${suffix}`;
  const url = `https://riverside-${suffix}.kru.test`;
  await signInAsAdmin(page);
  await page.goto('/admin/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();

  await page.getByTestId('tenant-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add a tenant' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(url);
  await expectAccessible(page, 'adding a tenant');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Tenant created.')).toBeVisible();
  const row = page.getByTestId('tenant-row').filter({ hasText: title });
  await expect(row).toContainText(url);

  // The table is wider than a phone: its box takes the focus and the arrow keys scroll it sideways.
  const region = page.getByRole('region', { name: 'Tenants' });
  await page.getByTestId('tenant-add').focus();
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectAccessible(page, 'tenant added');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${title} Campus`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant saved.')).toBeVisible();
  const renamed = page.getByTestId('tenant-row').filter({ hasText: `${title} Campus` });
  await expect(renamed).toBeVisible();

  // Deactivating asks first: cancelling leaves it active.
  const toggle = renamed.getByRole('switch', { name: `Deactivate ${title} Campus` });
  await toggle.press('Space');
  const confirm = page.getByRole('dialog', { name: `Deactivate ${title} Campus?` });
  await expect(confirm).toContainText('Its address stops working');
  await expectAccessible(page, 'confirm deactivation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toBeChecked();
  await toggle.press('Space');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${title} Campus is deactivated.`)).toBeVisible();
  await expect(renamed.getByRole('switch', { name: `Activate ${title} Campus` })).not.toBeChecked();
  await page.reload();
  await expect(
    page
      .getByTestId('tenant-row')
      .filter({ hasText: `${title} Campus` })
      .getByText('Inactive'),
  ).toBeVisible();
});
