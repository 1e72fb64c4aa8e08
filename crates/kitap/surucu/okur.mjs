// --sina'nın okur bölümü: kitabı her okurun kullanabileceğini dener. Türkçe arama (arama
// kutusuna yazarak), klasörden (file://) açılan kitabın panelleri, JavaScript'siz ve baskı
// sayfasındaki durağan tablolar, her sayfada axe-core ve her derste yalnız klavyeyle bir panel
// oturumu. Gördüklerini yazar; karşılaştırmayı kitap programı yapar (okur.rs).
// Plan: okur: { sayfalar, dersler, aramalar, klavye: [{ ders, deger }] }, ve adres, kitap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hazir } from './sayfa.mjs';

const require = createRequire(import.meta.url);
const axeKaynak = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// the reader checks, part by part, on the served book and the one in its folder
export async function okur(tarayici, butun) {
  const plan = { ...butun.okur, adres: `http://${butun.adres}`, kitap: butun.kitap };
  const sonuc = {};
  sonuc.aramalar = await aramalar(tarayici, plan);
  sonuc.dosyadan = await dosyadan(tarayici, plan);
  Object.assign(sonuc, await jssiz(tarayici, plan));
  sonuc.axe = await axeBulgulari(tarayici, plan);
  sonuc.klavye = [];
  for (const k of plan.klavye) sonuc.klavye.push(await klavyeyle(tarayici, plan, k));
  return sonuc;
}

// 1. search: each query typed into the box; the results' addresses and first text
async function aramalar(tarayici, plan) {
  const sayfa = await tarayici.newPage();
  await sayfa.goto(`${plan.adres}/index.html`);
  const bulunanlar = [];
  for (const sorgu of plan.aramalar) bulunanlar.push({ sorgu, bulunan: await ara(sayfa, plan, sorgu) });
  await sayfa.close();
  return bulunanlar;
}

// one query typed into the search box of the book's first page, and the results it lists
async function ara(sayfa, plan, sorgu) {
  await sayfa.goto(`${plan.adres}/index.html`);
  await sayfa.click('#mdbook-search-toggle');
  await sayfa.waitForSelector('#mdbook-searchbar', { state: 'visible' });
  // the index arrives with the search box; typed before, the query waits for it
  await sayfa.waitForFunction(() => document.querySelector('script[src*="searchindex"]'), null, { timeout: 20000 });
  await sayfa.type('#mdbook-searchbar', sorgu, { delay: 20 });
  await sayfa.waitForFunction((q) => {
    const b = document.getElementById('mdbook-searchresults-header');
    return b && b.textContent.includes(q);
  }, sorgu, { timeout: 20000 }).catch(async (e) => {
    const b = await sayfa.textContent('#mdbook-searchresults-header').catch(() => null);
    throw new Error(`arama '${sorgu}': sonuç başlığı gelmedi (${b}): ${e.message}`);
  });
  return sayfa.evaluate(() => [...document.querySelectorAll('#mdbook-searchresults li')]
    .map((li) => ({
      adres: (li.querySelector('a') || {}).getAttribute?.('href') || '',
      metin: li.textContent.slice(0, 400),
    })));
}

// 2. from a folder: each lesson page over file://; is its panel built, what does it show
async function dosyadan(tarayici, plan) {
  const gorulen = [];
  for (const ders of plan.dersler) {
    const sayfa = await tarayici.newPage();
    const hatalar = [];
    sayfa.on('pageerror', (e) => hatalar.push(String(e)));
    await sayfa.goto(`file://${plan.kitap}/${ders}.html`);
    let metin = null;
    try {
      await hazir(sayfa, ders);
      metin = await sayfa.textContent(`#panel-${ders}-metin`);
    } catch (e) {
      hatalar.push(String(e));
    }
    const kutu = await sayfa.textContent(`#panel-${ders}`);
    gorulen.push({ ders, metin, hatalar, kutu: kutu.slice(0, 300) });
    await sayfa.close();
  }
  return gorulen;
}

// 3. and 4. without JavaScript, one page: the lesson pages' panel boxes, then the print page
async function jssiz(tarayici, plan) {
  const baglam = await tarayici.newContext({ javaScriptEnabled: false });
  const sayfa = await baglam.newPage();
  const gorulen = { jssiz: [] };
  for (const ders of plan.dersler) gorulen.jssiz.push(await jssizDers(sayfa, plan, ders));
  gorulen.baski = await baski(sayfa, plan);
  await baglam.close();
  return gorulen;
}

// the lesson's first tables: each pre holding the same text, shown (not in a closed box)
const tablolar = (metin) => [...document.querySelectorAll('pre')]
  .filter((p) => p.textContent.trimEnd() === metin.trimEnd() && p.checkVisibility()).length;

// the exercises' answers a reader can see: behind their disclosure, opened (or in print)
const cevaplar = (ders) => [...document.querySelectorAll(`#alistirma-${ders} details`)].map((d) => {
  d.open = true;
  const c = d.querySelector('strong');
  return c && c.checkVisibility() ? c.textContent : null;
});

// 3. one lesson page without JavaScript: its panel box's first tables, pictures and answers
async function jssizDers(sayfa, plan, ders) {
  await sayfa.goto(`${plan.adres}/${ders}.html`);
  const kutu = await sayfa.$(`#panel-${ders}`);
  const ilk = kutu ? await kutu.$eval('pre.panel-metin', (p) => p.textContent).catch(() => null) : null;
  return {
    ders,
    metin: ilk,
    svg: kutu ? await kutu.$$eval('.panel-resim svg', (s) => s.length) : 0,
    tablo: ilk ? await sayfa.evaluate(tablolar, ilk) : 0,
    cevaplar: await sayfa.evaluate(cevaplar, ders),
  };
}

// 4. the print page: each panel's tables, and the answers shown without opening anything
async function baski(sayfa, plan) {
  await sayfa.goto(`${plan.adres}/print.html`);
  await sayfa.emulateMedia({ media: 'print' });
  return sayfa.$$eval('.ders-paneli', (k) => k.map((e) => {
    const ders = e.dataset.ders;
    const metin = (e.querySelector('pre.panel-metin') || {}).textContent || null;
    return {
      ders,
      metin,
      svg: e.querySelectorAll('.panel-resim svg').length,
      tablo: [...document.querySelectorAll('pre')]
        .filter((p) => metin && p.textContent.trimEnd() === metin.trimEnd()).length,
      cevaplar: [...document.querySelectorAll(`#alistirma-${ders} details strong`)]
        .map((c) => (c.checkVisibility() ? c.textContent : null)),
    };
  }));
}

// 5. axe-core: every page, its panel built; the violations found
async function axeBulgulari(tarayici, plan) {
  const bulgular = [];
  const sayfa = await tarayici.newPage();
  for (const ad of plan.sayfalar) {
    await sayfa.goto(`${plan.adres}/${ad}`);
    const ders = plan.dersler.find((d) => ad === `${d}.html`);
    if (ders) await hazir(sayfa, ders);
    await sayfa.addScriptTag({ content: axeKaynak });
    const r = await sayfa.evaluate(async () => {
      // eslint-disable-next-line no-undef
      const s = await axe.run(document, { resultTypes: ['violations'] });
      return s.violations.map((v) => ({
        kimlik: v.id, etki: v.impact, yardim: v.help,
        yerler: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    });
    bulgular.push({ sayfa: ad, ihlaller: r });
  }
  await sayfa.close();
  return bulgular;
}

// the focused element as the keyboard session sees it (read in the page)
const odaktaki = () => {
  const e = document.activeElement;
  const stil = e ? getComputedStyle(e) : null;
  return e ? {
    id: e.id, tur: e.type || e.tagName.toLowerCase(), rol: e.getAttribute('role'),
    secili: e.checked === true, etiket: e.labels && e.labels[0] ? e.labels[0].textContent : e.getAttribute('aria-label'),
    gorunur: !!stil && ((stil.outlineStyle !== 'none' && parseFloat(stil.outlineWidth) > 0) || stil.boxShadow !== 'none'),
  } : null;
};

// 6. keyboard only, in lesson `k.ders`: Tab to the radio button choosing the program, arrows to
// hesap, Tab to a field; does typing change the tables, is the focus shown, do the arrow keys
// leave the page where it is
async function klavyeyle(tarayici, plan, k) {
  const sayfa = await tarayici.newPage();
  await sayfa.goto(`${plan.adres}/${k.ders}.html`);
  await hazir(sayfa, k.ders);
  const odak = () => sayfa.evaluate(odaktaki);
  const { radyo, tabSayisi } = await radyoyaTab(sayfa, k.ders, odak);
  const adres = new URL(sayfa.url()).pathname;
  await sayfa.keyboard.press('ArrowRight');
  const hesap = await odak();
  const sayfaAyni = new URL(sayfa.url()).pathname === adres;
  const program = await sayfa.evaluate((d) => (document.getElementById(`panel-${d}-hesap`).checked ? 'hesap' : 'olc'), k.ders);
  // back to olc, then Tab to the first field and type a value
  await sayfa.keyboard.press('ArrowLeft');
  await sayfa.keyboard.press('Tab');
  const alan = await odak();
  const once = await sayfa.textContent(`#panel-${k.ders}-metin`);
  await sayfa.keyboard.press('Control+A');
  await sayfa.keyboard.type(k.deger);
  await sayfa.waitForTimeout(300);
  const sonra = await sayfa.textContent(`#panel-${k.ders}-metin`);
  const kaydirmaAyni = await kaydirmaSayfadaKalir(sayfa, k.ders, adres);
  const canli = await sayfa.evaluate((d) => [...document.querySelectorAll(`#panel-${d} [aria-live]`)].map((e) => e.id || e.className), k.ders);
  const sayfaKaydirmaAyni = await sayfaninKaydirmasi(sayfa, k.ders, adres);
  await sayfa.close();
  return { ders: k.ders, radyo, hesap, sayfaAyni, kaydirmaAyni, sayfaKaydirmaAyni, program, alan, degisti: once !== sonra, sonra: sonra.slice(0, 200), canli, tabSayisi };
}

// Tab from the page's top until the radio button choosing olc has the focus (80 presses at
// most): that button as focused, and how many presses it took
async function radyoyaTab(sayfa, ders, odak) {
  let radyo = null;
  let tabSayisi = 0;
  for (let i = 0; i < 80 && !radyo; i++) {
    await sayfa.keyboard.press('Tab');
    const o = await odak();
    tabSayisi += 1;
    if (o && o.id === `panel-${ders}-olc`) radyo = o;
  }
  return { radyo, tabSayisi };
}

// a scrolling region of the panel (the tables) has the focus: the arrow keys scroll it and do
// not turn the page (mdBook's chapter keys listen on the document)
async function kaydirmaSayfadaKalir(sayfa, ders, adres) {
  await sayfa.focus(`#panel-${ders} .panel-kaydir[aria-label="Tablolar"]`);
  await sayfa.keyboard.press('ArrowRight');
  await sayfa.waitForTimeout(300);
  return new URL(sayfa.url()).pathname === adres;
}

// at a phone's width, a scrolling region of the page outside the panel (a wide code block or
// table, focusable once it scrolls) has the focus: the arrow keys scroll it and do not turn the
// page; null where the page has none
async function sayfaninKaydirmasi(sayfa, ders, adres) {
  await sayfa.setViewportSize({ width: 390, height: 844 });
  await sayfa.waitForTimeout(300);
  const bulundu = await sayfa.evaluate((d) => {
    const k = [...document.querySelectorAll('pre > code[tabindex="0"], .table-wrapper[tabindex="0"]')]
      .find((e) => !e.closest(`#panel-${d}`));
    if (k) k.focus();
    return !!k;
  }, ders);
  if (!bulundu) return null;
  await sayfa.keyboard.press('ArrowRight');
  await sayfa.waitForTimeout(300);
  return new URL(sayfa.url()).pathname === adres;
}
