import { ProfileSection } from "../features/profile/profile-pages";

export default function Page() {
  return <ProfileSection titleKey="profile.hotelOrderDetails" textKey="profile.hotelOrderDetailsText" />;
}
