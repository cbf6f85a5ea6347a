export default function ComingSoonPage({ feature }: { feature: string }) {
  return <main>{feature}</main>;
}
