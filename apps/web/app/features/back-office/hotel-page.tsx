/**
 * /back-office/hotels/:id (admins and operations, issue 14): a contracted hotel's page. Its content
 * in a form; its photos (hotel-photos.tsx); its room types and rate plans, each added or changed in a dialog; and the calendar of a
 * chosen room type for a month (in the URL: `room`, `month`): per day the allotment, rooms held and
 * sold, the price for two adults (one when the room takes one), stop-sell and closed-to-arrival
 * marked; "change days" applies one change to a range of days. A customer's re-check sees a change at
 * once, a new search too; a search already answered (15 minutes) when it expires. The calendar is in
 * hotel-calendar-section.tsx.
 */

import type { HotelRatePlanAdmin, HotelRoomTypeAdmin } from "@safar/domain";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { laterDay, monthRange } from "./hotel-admin-rules";
import { CalendarChangeDialog } from "./hotel-calendar-dialog";
import { CalendarSection } from "./hotel-calendar-section";
import type { HotelPageData } from "./hotel-page-data";
import { HotelPhotos } from "./hotel-photos";
import { PropertyForm } from "./hotel-property-form";
import { RatePlanDialog } from "./hotel-rate-plan-dialog";
import { RoomTypeDialog } from "./hotel-room-type-dialog";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import "./screens.css";
import "./hotels.css";

const P = "back-office.hotels";

export function HotelPage({ state }: { state: PageState<HotelPageData> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.pageTitle`)}>
      {(data) => <HotelView data={data} />}
    </OperatorPage>
  );
}

type Dialog =
  | { kind: "room"; room: HotelRoomTypeAdmin | null }
  | { kind: "plan"; plan: HotelRatePlanAdmin | null; roomTypeId: string }
  | { kind: "calendar" }
  | null;

function HotelView({ data }: { data: HotelPageData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { hotel } = data;
  const saved = () => {
    setDialog(null);
    void revalidator.revalidate();
  };
  const room = hotel.roomTypes.find((r) => r.id === data.roomTypeId) ?? null;
  return (
    <div className="bo-page">
      <PageTitle title={hotel.name[locale]} lead={t(`${P}.pageLead`)}>
        <Link className="button" to="/back-office/hotels">
          {t(`${P}.backToList`)}
        </Link>
      </PageTitle>
      <section className="card bo-section" aria-labelledby="bo-hotel-content">
        <h2 id="bo-hotel-content">{t(`${P}.contentTitle`)}</h2>
        <PropertyForm
          key={JSON.stringify({ ...hotel, photos: null })}
          hotel={hotel}
          cities={data.cities}
          onSaved={saved}
        />
      </section>
      <HotelPhotos
        key={hotel.photos.join(" ")}
        hotelId={hotel.id}
        initial={hotel.photos}
        captions={hotel.photoCaptions}
        name={hotel.name[locale]}
      />
      <section className="card bo-section" aria-labelledby="bo-hotel-rooms" data-testid="bo-hotel-rooms">
        <div className="bo-hotel-section-head">
          <h2 id="bo-hotel-rooms">{t(`${P}.rooms.title`)}</h2>
          <button type="button" className="button" onClick={() => setDialog({ kind: "room", room: null })}>
            {t(`${P}.rooms.add`)}
          </button>
        </div>
        {hotel.roomTypes.length === 0 ? <p className="bo-empty">{t(`${P}.rooms.empty`)}</p> : null}
        <ul className="bo-hotel-rooms">
          {hotel.roomTypes.map((roomType) => (
            <RoomTypeItem
              key={roomType.id}
              room={roomType}
              plans={hotel.ratePlans.filter((plan) => plan.roomTypeId === roomType.id)}
              onEdit={() => setDialog({ kind: "room", room: roomType })}
              onAddPlan={() => setDialog({ kind: "plan", plan: null, roomTypeId: roomType.id })}
              onEditPlan={(plan) => setDialog({ kind: "plan", plan, roomTypeId: roomType.id })}
            />
          ))}
        </ul>
      </section>
      {hotel.roomTypes.length > 0 ? (
        <CalendarSection data={data} room={room} onChange={() => setDialog({ kind: "calendar" })} />
      ) : null}
      {dialog?.kind === "room" ? (
        <RoomTypeDialog
          hotelId={hotel.id}
          room={dialog.room}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === "plan" ? (
        <RatePlanDialog
          hotelId={hotel.id}
          plan={dialog.plan}
          roomTypes={hotel.roomTypes}
          roomTypeId={dialog.roomTypeId}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === "calendar" && room ? (
        <CalendarChangeDialog
          hotelId={hotel.id}
          room={room}
          from={laterDay(data.today, monthRange(data.month).from)}
          to={monthRange(data.month).to}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
    </div>
  );
}

function RoomTypeItem({
  room,
  plans,
  onEdit,
  onAddPlan,
  onEditPlan,
}: {
  room: HotelRoomTypeAdmin;
  plans: HotelRatePlanAdmin[];
  onEdit: () => void;
  onAddPlan: () => void;
  onEditPlan: (plan: HotelRatePlanAdmin) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const name = room.name[locale];
  return (
    <li className="bo-hotel-room" data-testid="bo-room-type">
      <div className="bo-hotel-section-head">
        <div className="bo-stack">
          <strong>{name}</strong>
          <span className="bo-muted">
            {t(`${P}.rooms.summary`, {
              beds: room.beds[locale],
              adults: n(room.maxAdults),
              children: n(room.maxChildren),
              people: n(room.maxOccupancy),
            })}
          </span>
        </div>
        <div className="bo-row-actions">
          <button
            type="button"
            className="button bo-button--small"
            onClick={onEdit}
            aria-label={t(`${P}.rooms.editLabel`, { name })}
          >
            {t(`${P}.edit`)}
          </button>
          <button
            type="button"
            className="button bo-button--small"
            onClick={onAddPlan}
            aria-label={t(`${P}.plans.addLabel`, { name })}
          >
            {t(`${P}.plans.add`)}
          </button>
        </div>
      </div>
      {plans.length === 0 ? (
        <p className="bo-muted">{t(`${P}.plans.empty`)}</p>
      ) : (
        <ul className="bo-hotel-plans">
          {plans.map((plan) => {
            const board = t(`hotels.board.${plan.board}`);
            return (
              <li key={plan.id} data-testid="bo-rate-plan">
                <span className="bo-stack">
                  <span>
                    {board}
                    {" · "}
                    {plan.refundable ? t(`${P}.plans.refundable`) : t(`${P}.plans.nonRefundable`)}
                    {plan.payAtHotel ? ` · ${t(`${P}.plans.atHotel`)}` : ""}
                  </span>
                  <span className="bo-muted">
                    {t(`${P}.plans.summary`, {
                      // Isolated: a sign stays before its number in right-to-left text.
                      adjust: `\u2068${plan.adjustPercent > 0 ? "+" : ""}${formatNumber(plan.adjustPercent, locale)}\u2069`,
                      tax: money(plan.cityTax, locale),
                    })}
                  </span>
                </span>
                <span className={`bo-badge bo-badge--${plan.isActive ? "open" : "closed"}`}>
                  {t(plan.isActive ? `${P}.onSale` : `${P}.offSale`)}
                </span>
                <button
                  type="button"
                  className="button bo-button--small"
                  onClick={() => onEditPlan(plan)}
                  aria-label={t(`${P}.plans.editLabel`, { name: `${name} · ${board}` })}
                >
                  {t(`${P}.edit`)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
