// --ekran: okurların gördüğü ekran görüntüleri. Her ders sayfası, bildirdiği senaryo ve
// genişlikle açılır; panel kurulunca sayfanın tamamı PNG olarak yazılır.
// Plan: ekran: [{ ders, dosya, parca, genislik, yukseklik }].
export async function ekranlar(tarayici, plan) {
  const yazilan = [];
  for (const e of plan.ekran) {
    const sayfa = await tarayici.newPage({ viewport: { width: e.genislik, height: e.yukseklik } });
    await sayfa.goto(`http://${plan.adres}/${e.ders}.html${e.parca ? `#${e.parca}` : ''}`);
    await sayfa.waitForSelector(`.ders-paneli[data-ders="${e.ders}"][data-hazir="evet"]`, { timeout: 60000 });
    // the page's own first screen, as a reader opening the link sees it (the panel scrolls
    // into view only on a later change of the fragment)
    await sayfa.evaluate(() => window.scrollTo(0, 0));
    await sayfa.screenshot({ path: e.dosya, fullPage: false });
    yazilan.push(e.dosya);
    await sayfa.close();
  }
  return yazilan;
}
