import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Customer } from '@shared/customer';
import type { ImportSummary } from '@shared/customer-csv';
import { CUSTOMERS_SHOWN } from '@shared/customer-search';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { customerListQuery, useChooseCustomerImport, useExportCustomers, useImportCustomers } from '../../api/customer-list-queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { CustomerEditor } from './customer-editor';
import { CustomerImportPreview } from './customer-import-preview';
import { CustomerRow } from './customer-row';

type Editing = { customer: Customer | null } | null;

/** The customer list: found by typing, added, changed, removed, imported from a CSV and exported as one. */
export function CustomersView({ bridge }: { bridge: PriceLookupBridge }) {
  const words = useI18n();
  const { t } = words;
  const [typed, setTyped] = useState('');
  // Main keeps the list; the window draws the page of it main answers for what is typed.
  const list = useQuery(customerListQuery(bridge, typed));
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [preview, setPreview] = useState<(ImportSummary & { importId: string; fileName: string }) | null>(null);
  const search = useFocusOnMount<HTMLInputElement>();
  const newButton = useRef<HTMLButtonElement>(null);
  const choose = useChooseCustomerImport(bridge);
  const runImport = useImportCustomers(bridge);
  const exportList = useExportCustomers(bridge);

  const page = list.data;
  const searching = typed.trim() !== '';
  const shown = page?.customers ?? [];

  const done = (message: string, focus: 'search' | 'new' = 'search'): void => {
    setStatus(message);
    (focus === 'new' ? newButton.current : search.current)?.focus();
  };
  const startImport = (): void => {
    setStatus('');
    runImport.reset();
    choose.mutate(undefined, { onSuccess: (chosen) => chosen !== null && setPreview(chosen) });
  };
  const finishImport = (chosen: NonNullable<typeof preview>, choices: Record<string, string>): void => {
    runImport.mutate(
      { importId: chosen.importId, choices },
      {
        onSuccess: (summary) => {
          setPreview(null);
          done(
            t('customers.import.done', {
              file: chosen.fileName,
              added: summary.added,
              updated: summary.updated,
              unchanged: summary.unchanged,
              rejected: summary.rejectedCount + summary.overLimit + summary.questionCount,
            }),
          );
        },
      },
    );
  };
  const toolFailure = choose.error ?? runImport.error ?? exportList.error;
  /** How many there are or were found, and when not all are drawn, that typing finds the others. */
  const countText = ({ customers, more, total }: NonNullable<typeof page>): string => {
    if (total === 0) return t('customers.list.empty');
    if (!searching)
      return [t('customers.list.count', { count: total }), more ? t('customers.list.capped', { shown: CUSTOMERS_SHOWN, count: total }) : '']
        .join(' ')
        .trim();
    if (customers.length === 0) return t('customers.list.noMatch', { typed: typed.trim() });
    return more ? t('customers.list.refine', { shown: CUSTOMERS_SHOWN }) : t('customers.list.found', { count: customers.length });
  };

  return (
    <section className="customers-view" aria-labelledby="customers-title">
      <h2 id="customers-title">{t('customers.title')}</h2>
      <div className="customers-toolbar">
        <button
          ref={newButton}
          type="button"
          onClick={() => {
            setStatus('');
            setEditing({ customer: null });
          }}
        >
          {t('customers.action.add')}
        </button>
        <button type="button" disabled={choose.isPending} onClick={startImport}>
          {t('customers.action.import')}
        </button>
        <button
          type="button"
          disabled={exportList.isPending}
          onClick={() => {
            setStatus('');
            exportList.mutate(undefined, {
              onSuccess: ({ path, count }) => path !== null && setStatus(t('customers.export.done', { count, file: path })),
            });
          }}
        >
          {t('customers.action.export')}
        </button>
      </div>
      <div role="alert">{toolFailure ? <p className="error-box">{failureText(words, toolFailure)}</p> : null}</div>
      <div role="status">{status !== '' ? <p className="notice">{status}</p> : null}</div>
      {preview !== null ? (
        <CustomerImportPreview
          preview={preview}
          importing={runImport.isPending}
          onImport={(choices) => finishImport(preview, choices)}
          onCancel={() => {
            setPreview(null);
            search.current?.focus();
          }}
        />
      ) : null}
      {editing !== null ? (
        <CustomerEditor
          key={editing.customer?.id ?? 'new'}
          bridge={bridge}
          customer={editing.customer}
          onDone={(saved) => {
            setEditing(null);
            if (saved) done(t('customers.form.saved', { name: saved.name }));
            else search.current?.focus();
          }}
        />
      ) : null}
      <Field id="customers-search" label={t('customers.search.label')} hint={t('customers.search.hint')}>
        {(describedBy) => (
          <input
            id="customers-search"
            ref={search}
            type="search"
            value={typed}
            autoComplete="off"
            aria-describedby={describedBy}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      {list.isError ? (
        <p className="error-box" role="alert">
          {failureText(words, list.error)}
        </p>
      ) : page === undefined ? (
        <p className="app-loading">{t('lookup.app.viewLoading')}</p>
      ) : (
        <>
          <p className="customers-count">{countText(page)}</p>
          <ul className="customers-list" aria-label={t('customers.list.label')}>
            {shown.map((customer) => (
              <CustomerRow
                key={customer.id}
                bridge={bridge}
                customer={customer}
                onEdit={() => {
                  setStatus('');
                  setEditing({ customer });
                }}
                onRemoved={() => done(t('customers.remove.done', { name: customer.name }), 'search')}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
