/**
 * /back-office/visa-cases/:orderId (visa officers, issue 15): one case as an officer works it: where
 * it stands and what was asked, the visa and the order, the customer's contact, every traveller with
 * their passport and their documents (pictures as thumbnails, larger in a dialog; a PDF opens in a
 * new tab), the case's history, and the actions its status allows, each confirmed in a dialog.
 * Every action answers the case as it stands after it, which the page shows at once. The sections are
 * in visa-case-sections.tsx, the travellers and their documents in visa-case-travellers.tsx.
 */
import type { VisaCaseDetail } from "@safar/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { VISA_CASES_PATH } from "./visa-case-rules";
import { Actions, Contact, History, Summary } from "./visa-case-sections";
import { Travellers } from "./visa-case-travellers";
import "./screens.css";
import "./orders.css";
import "./visa-cases.css";

const P = "back-office.visaCase";

export function VisaCasePage({ state }: { state: PageState<VisaCaseDetail> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(detail) => <VisaCaseView key={detail.orderId} initial={detail} />}
    </OperatorPage>
  );
}

function VisaCaseView({ initial }: { initial: VisaCaseDetail }) {
  const { t } = useTranslation();
  // The loader's case, then each action's answer.
  const [detail, setDetail] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setDetail(initial);
  }
  const visaCase = detail.case;
  return (
    <div className="bo-page" data-testid="bo-visa-case">
      <PageTitle
        title={
          <>
            {t(`${P}.title`)} <bdi dir="ltr">{visaCase?.caseNumber ?? detail.orderNumber}</bdi>
          </>
        }
        lead={t(`${P}.lead`)}
      >
        <Link className="button bo-button--small" to={VISA_CASES_PATH}>
          {t(`${P}.back`)}
        </Link>
      </PageTitle>
      <div className="bo-columns">
        <Summary detail={detail} />
        <div className="bo-order-side">
          <Actions detail={detail} onChanged={setDetail} />
          <Contact detail={detail} />
        </div>
      </div>
      <Travellers detail={detail} />
      <History detail={detail} />
    </div>
  );
}
