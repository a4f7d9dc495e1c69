/**
 * A contracted hotel's room type (issue 14), added or changed in the back office's dialog: its name
 * and beds in three languages, and how many it sleeps. Checked with the domain's schema first
 * (hotel-admin-rules.ts); the server's refusals land on their fields by key.
 */
import type { HotelRoomTypeAdmin } from "@safar/domain";
import { useTranslation } from "../../lib/use-translation";
import { fieldProps, LocalizedFields, NumberRow, TextField } from "./admin-fields";
import { saveRoomType } from "./hotel-admin-api";
import { checkRoomType, ROOM_TEXT_FIELDS, roomTypeValues } from "./hotel-admin-rules";
import { PartDialog, type PartDialogProps, usePartForm } from "./product-forms";

const P = "back-office.hotels";

/** Adds a room type, or changes one. */
export function RoomTypeDialog({
  hotelId,
  room,
  onClose,
  onSaved,
}: { hotelId: string; room: HotelRoomTypeAdmin | null } & PartDialogProps) {
  const { t } = useTranslation();
  const form = usePartForm({
    keys: P,
    part: "rooms",
    editing: Boolean(room),
    initial: () => roomTypeValues(room ?? undefined),
    fields: () => ROOM_TEXT_FIELDS,
    check: checkRoomType,
    save: (body) => saveRoomType(hotelId, room?.id ?? null, body),
    onSaved,
  });
  const shared = fieldProps(form);
  return (
    <PartDialog form={form} onClose={onClose} testId="bo-room-form" errorTestId="bo-room-error">
      <LocalizedFields {...shared} name="name" label={t(`${P}.rooms.fields.name`)} autoFocus />
      <LocalizedFields {...shared} name="beds" label={t(`${P}.rooms.fields.beds`)} />
      <NumberRow>
        <TextField {...shared} name="maxAdults" label={t(`${P}.rooms.fields.maxAdults`)} ltr />
        <TextField {...shared} name="maxChildren" label={t(`${P}.rooms.fields.maxChildren`)} ltr />
        <TextField {...shared} name="maxOccupancy" label={t(`${P}.rooms.fields.maxOccupancy`)} ltr />
      </NumberRow>
    </PartDialog>
  );
}
