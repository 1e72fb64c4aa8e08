// Sürücünün bölümlerinin ortak adımı: bir ders sayfasını açıp paneli kurulana dek beklemek,
// sayfanın hatalarını (yakalanmamış istisnalar, konsoldaki hatalar) toplayarak.

// the lesson page of `ders`'s panel, built: the page sets it up once the reader comes near it,
// so the driver scrolls to it first, as a reader would
export const hazir = async (sayfa, ders) => {
  const kutu = `.ders-paneli[data-ders="${ders}"]`;
  await sayfa.locator(kutu).scrollIntoViewIfNeeded();
  await sayfa.waitForSelector(`${kutu}[data-hazir="evet"]`, { timeout: 60000 });
};

// lesson `ders`'s page at `adres` (with fragment `parca`), its panel built; and the list its
// errors go to
export async function ac(tarayici, adres, ders, { genislik = 1280, yukseklik = 900, parca = '' } = {}) {
  const sayfa = await tarayici.newPage({ viewport: { width: genislik, height: yukseklik } });
  const konsol = [];
  sayfa.on('pageerror', (e) => konsol.push(String(e)));
  sayfa.on('console', (m) => { if (m.type() === 'error') konsol.push(m.text()); });
  await sayfa.goto(`${adres}/${ders}.html${parca ? `#${parca}` : ''}`);
  await hazir(sayfa, ders);
  return { sayfa, konsol };
}
