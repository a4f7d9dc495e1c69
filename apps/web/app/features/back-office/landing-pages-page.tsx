/**
 * /back-office/landing-pages (admins, operations and content, issue 16): every city's landing page
 * with its title in the page's language, whether published, and when last changed; "change" opens
 * the page's words in the three languages (title, description, sections, hero photo) in a dialog;
 * a row's switch publishes or unpublishes it. The storefront shows a change within five minutes
 * (its shared caches).
 */
import type { LandingPageAdmin } from "@safar/domain";
import { useCallback, useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { displayDateTime } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { LocalizedFields, TextField } from "./admin-fields";
import { columnHelper, DataTable } from "./data-table";
import {
  checkLandingPage,
  type LandingPageValues,
  landingPageFields,
  landingPageValues,
  switchedLandingPage,
  withoutSection,
} from "./landing-page-rules";
import { saveLandingPage } from "./landing-pages-api";
import { ListResults, useListLoading } from "./list-parts";
import { OperatorDialogForm } from "./operator-dialog";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { Switch, SwitchButton } from "./switch-controls";
import { useOperatorForm } from "./use-operator-form";
import "./screens.css";
import "./hotels.css";

const PATH = "/back-office/landing-pages";
const P = "back-office.landingPages";
const MAX_SECTIONS = 12;

export function LandingPagesPage({ state }: { state: PageState<LandingPageAdmin[]> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <LandingPagesView pages={data} />}
    </OperatorPage>
  );
}

function LandingPagesView({ pages }: { pages: LandingPageAdmin[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const loading = useListLoading(PATH);
  const [editing, setEditing] = useState<LandingPageAdmin | null>(null);
  const onChanged = useCallback(() => void revalidator.revalidate(), [revalidator]);
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)} />
      <section
        className="card bo-section"
        aria-label={t(`${P}.title`)}
        aria-busy={loading || revalidator.state === "loading"}
      >
        <ListResults
          total={pages.length}
          countKey={`${P}.count`}
          countTestId="bo-landing-count"
          empty={pages.length === 0}
          emptyText={t(`${P}.empty`)}
        >
          <PagesTable pages={pages} onEdit={setEditing} onChanged={onChanged} />
        </ListResults>
      </section>
      {editing ? (
        <LandingPageDialog
          key={editing.cityCode}
          page={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

const helper = columnHelper<LandingPageAdmin>();

function PagesTable({
  pages,
  onEdit,
  onChanged,
}: {
  pages: LandingPageAdmin[];
  onEdit: (page: LandingPageAdmin) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("name", {
        header: t(`${P}.columns.city`),
        cell: (info) => (
          <span className="bo-stack">
            <span data-testid="bo-landing-city">{info.getValue()[locale]}</span>
            <span className="bo-muted">
              <bdi>{info.row.original.cityCode}</bdi>
              {info.row.original.isDemo ? ` · ${t(`${P}.demo`)}` : ""}
            </span>
          </span>
        ),
      }),
      helper.accessor("title", {
        header: t(`${P}.columns.title`),
        cell: (info) => <span data-testid="bo-landing-title">{info.getValue()[locale]}</span>,
      }),
      helper.accessor("published", {
        header: t(`${P}.columns.published`),
        cell: (info) => (
          <span
            className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}
            data-testid="bo-landing-published"
          >
            {t(info.getValue() ? `${P}.published` : `${P}.unpublished`)}
          </span>
        ),
      }),
      helper.accessor("updatedAt", {
        header: t(`${P}.columns.updatedAt`),
        cell: (info) => <span className="bo-nowrap">{displayDateTime(info.getValue(), locale)}</span>,
      }),
      helper.display({
        id: "actions",
        header: t(`${P}.columns.actions`),
        cell: (info) => {
          const page = info.row.original;
          const name = page.name[locale];
          return (
            <span className="bo-row-actions">
              <button
                type="button"
                className="button bo-button--small"
                onClick={() => onEdit(page)}
                aria-label={t(`${P}.editLabel`, { name })}
              >
                {t(`${P}.edit`)}
              </button>
              <a
                className="button bo-button--small"
                href={`/landing/${page.cityCode}`}
                target="_blank"
                rel="noopener"
              >
                {t(`${P}.view`)}
              </a>
              <SwitchButton
                on={!page.published}
                run={async () => {
                  await saveLandingPage(page.cityCode, switchedLandingPage(page, !page.published));
                  onChanged();
                }}
                done={t(page.published ? `${P}.switchedOff` : `${P}.switchedOn`)}
                label={t(page.published ? `${P}.switchOff` : `${P}.switchOn`)}
                ariaLabel={t(page.published ? `${P}.switchOffLabel` : `${P}.switchOnLabel`, { name })}
              />
            </span>
          );
        },
      }),
    ],
    [t, locale, onEdit, onChanged],
  );
  return (
    <DataTable
      label={t(`${P}.title`)}
      data={pages}
      columns={columns}
      rowId={(row) => row.cityCode}
      rowTestId="bo-landing-row"
    />
  );
}

function LandingPageDialog({
  page,
  onClose,
  onSaved,
}: {
  page: LandingPageAdmin;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prefix = useId();
  const [values, setValues] = useState<LandingPageValues>(() => landingPageValues(page));
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: landingPageFields(values.sections),
    check: () => checkLandingPage(values),
    send: async (body) => {
      await saveLandingPage(page.cityCode, body);
      void showToast("success", t(`${P}.saved`));
      onSaved();
    },
  });
  const shared = { prefix, values: values.text, onChange, errors };
  return (
    <OperatorDialogForm
      title={t(`${P}.editTitle`, { name: page.name[locale] })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(`${P}.save`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-landing-form"
      errorTestId="bo-landing-error"
    >
      <div className="bo-hotel-form">
        <LocalizedFields {...shared} name="title" label={t(`${P}.fields.title`)} autoFocus />
        <LocalizedFields {...shared} name="description" label={t(`${P}.fields.description`)} multiline />
        {Array.from({ length: values.sections }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the list (its fields are named by it)
          <fieldset key={i} className="bo-fieldset bo-hotel-form__wide">
            <legend>{t(`${P}.fields.section`, { n: i + 1 })}</legend>
            <LocalizedFields {...shared} name={`sections[${i}].heading`} label={t(`${P}.fields.heading`)} />
            <LocalizedFields
              {...shared}
              name={`sections[${i}].body`}
              label={t(`${P}.fields.body`)}
              multiline
            />
            <button
              type="button"
              className="button bo-button--small"
              onClick={() => setValues((current) => withoutSection(current, i))}
            >
              {t(`${P}.removeSection`, { n: i + 1 })}
            </button>
          </fieldset>
        ))}
        {errors.sections ? <p className="field__error bo-hotel-form__wide">{t(errors.sections)}</p> : null}
        {values.sections < MAX_SECTIONS ? (
          <div className="bo-hotel-form__wide">
            <button
              type="button"
              className="button bo-button--small"
              onClick={() => setValues((current) => ({ ...current, sections: current.sections + 1 }))}
            >
              {t(`${P}.addSection`)}
            </button>
          </div>
        ) : null}
        <TextField
          {...shared}
          name="heroPhoto"
          label={t(`${P}.fields.heroPhoto`)}
          hint={t(`${P}.heroPhotoHint`)}
          ltr
          wide
        />
        <div className="bo-hotel-form__wide">
          <Switch
            checked={values.published}
            onChange={(published) => setValues((c) => ({ ...c, published }))}
          >
            {t(`${P}.fields.published`)}
          </Switch>
        </div>
      </div>
    </OperatorDialogForm>
  );
}
