// --ekran: okurların gördüğü ekran görüntüleri. Her ders sayfası, bildirdiği senaryo ve
// genişlikle açılır; panel kurulunca sayfanın tamamı PNG olarak yazılır.
// Plan: ekran: [{ ders, dosya, parca, genislik, yukseklik }].
import { ac } from './sayfa.mjs';

export async function ekranlar(tarayici, plan) {
  const yazilan = [];
  for (const e of plan.ekran) {
    const { sayfa } = await ac(tarayici, `http://${plan.adres}`, e.ders, e);
    // the page's own first screen, as a reader opening the link sees it (the panel scrolls
    // into view only on a later change of the fragment)
    await sayfa.evaluate(() => window.scrollTo(0, 0));
    await sayfa.screenshot({ path: e.dosya, fullPage: false });
    yazilan.push(e.dosya);
    await sayfa.close();
  }
  return yazilan;
}
