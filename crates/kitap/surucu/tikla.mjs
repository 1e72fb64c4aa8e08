// --sina'nın tıklama bölümü: her ders sayfasında paneli bir okur gibi kullanır. Zaman
// çizelgesinin hücrelerine gerçek fareyle tıklar, klavyeyle gelip Enter ve boşluğa basar,
// --ariza alanına yazar, alıştırmalara tahmin yazar, her arıza sırası denetimini başlatır.
// Her adımdan sonra panelin gösterdiğini yazar; karşılaştırmayı kitap programı yapar.
// Plan: tikla: [{ ders, adimlar, olcum: { kimlik, kac }, her, tahminler }].
import { ac } from './sayfa.mjs';

// what the panel shows after a step
const gorulen = (ders) => {
  const kutu = document.querySelector(`.ders-paneli[data-ders="${ders}"]`);
  const odak = document.activeElement;
  return {
    parca: location.hash.replace(/^#/, ''),
    metin: document.getElementById(`panel-${ders}-metin`).textContent,
    ariza: document.getElementById(`panel-${ders}-ariza`).value,
    hatalar: [...kutu.querySelectorAll('.panel-hata')].map((e) => e.textContent).filter((m) => m),
    gecerli: kutu.dataset.gecerli,
    odak: odak && odak.getAttribute ? odak.getAttribute('data-kimlik') : null,
    odakSirasi: odak && odak.getAttribute && odak.getAttribute('data-kimlik')
      ? [...document.querySelectorAll(`#panel-${ders}-resim [data-kimlik="${CSS.escape(odak.getAttribute('data-kimlik'))}"]`)].indexOf(odak)
      : -1,
    basili: odak && odak.getAttribute ? odak.getAttribute('aria-pressed') : null,
    etiket: odak && odak.getAttribute ? odak.getAttribute('aria-label') : null,
    tiklama: Number(kutu.dataset.tiklama || 'NaN'),
  };
};

// one step of the plan (a click, a key, an arrow then Enter, or typing), and what the panel
// shows after it
async function adim(sayfa, ders, a) {
  const hucre = sayfa.locator(`#panel-${ders}-resim [data-kimlik="${a.kimlik}"]`).nth(a.sira || 0);
  if (a.tur === 'tikla') {
    await hucre.scrollIntoViewIfNeeded();
    const kutu = await hucre.boundingBox();
    if (!kutu) throw new Error(`${ders}: ${a.kimlik} hucresi gorunmuyor`);
    await sayfa.mouse.click(kutu.x + kutu.width / 2, kutu.y + kutu.height / 2);
  } else if (a.tur === 'tus') {
    await hucre.focus();
    await sayfa.keyboard.press(a.tus);
  } else if (a.tur === 'ok') {
    // an arrow key to the next cell, then Enter on it
    await hucre.focus();
    await sayfa.keyboard.press(a.tus);
    await sayfa.keyboard.press('Enter');
  } else if (a.tur === 'yaz') {
    const alan = sayfa.locator(`#panel-${ders}-ariza`);
    await alan.click();
    await sayfa.keyboard.press('Control+A');
    await sayfa.keyboard.press('Backspace');
    await sayfa.keyboard.type(a.deger);
  } else {
    throw new Error(`bilinmeyen adım ${a.tur}`);
  }
  return sayfa.evaluate(gorulen, ders);
}

// each lesson of the plan, used as a reader uses it: what its page showed
export async function tiklamalar(tarayici, plan) {
  const sonuc = [];
  for (const d of plan.tikla) sonuc.push(await dersi(tarayici, plan, d));
  return sonuc;
}

// lesson `d.ders`'s panel used as a reader uses it, check by check, on one page
async function dersi(tarayici, plan, d) {
  const { sayfa, konsol } = await ac(tarayici, `http://${plan.adres}`, d.ders);
  // the check of every timing is folded under its heading: a reader opens it
  await sayfa.click(`#panel-${d.ders}-her-kutusu > summary`);
  const adimlar = [];
  for (const a of d.adimlar) adimlar.push({ ...a, ...(await adim(sayfa, d.ders, a)) });
  const tahminler = [];
  for (const [i, t] of d.tahminler.entries()) tahminler.push(await tahmin(sayfa, d.ders, i, t));
  const denetimler = [];
  for (const h of d.her) denetimler.push(await denetle(sayfa, d.ders, h));
  const hiz = await sayfa.evaluate(hizi, [d.ders]);
  const acilan = await ornekAcilir(sayfa, d.ders, denetimler);
  const yanYana = await yanYanaAcilir(sayfa, d.ders);
  const sinirRetleri = await sinirleriReddeder(sayfa, d.ders);
  const yuruyus = await yuru(sayfa, d.ders);
  yuruyus.baski = await yuruyusBaskisi(sayfa);
  const sureler = await tiklamaSureleri(sayfa, d);
  yuruyus.bolum = await bolumTusu(sayfa);
  await sayfa.close();
  return { ders: d.ders, adimlar, sureler, konsol, denetimler, sinirRetleri, hiz, acilan, yanYana, tahminler, yuruyus };
}

// what an exercise's "Tahmin et" shows (read in the page): its verdict, and what it marked
const tahminGorulen = ([ders, id, tur]) => {
  const sonuc = document.getElementById(`${id}-sonuc`);
  const isaret = document.getElementById(`panel-${ders}-vurgu`);
  const hucreler = [...document.querySelectorAll(`#panel-${ders}-resim [data-kimlik]`)];
  // whether an element is wholly inside the window
  const ekranda = (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  };
  return {
    sonuc: sonuc.dataset.sonuc || '',
    metin: sonuc.textContent,
    isaret: isaret ? isaret.textContent : null,
    parca: location.hash.replace(/^#/, ''),
    vurgulu: hucreler.filter((h) => h.classList.contains('panel-vurgu')).length,
    // the cells of the deciding round, where the cells carry rounds (`data-tur`)
    aday: tur ? hucreler.filter((h) => h.getAttribute('data-tur') === String(tur)).length : 0,
    turlu: hucreler.filter((h) => h.hasAttribute('data-tur')).length,
    // the verdict on screen where the reader typed; the marked line once its button is pressed
    gorunur: ekranda(sonuc),
    isaretGorunur: isaret !== null && ekranda(isaret) && document.activeElement === isaret,
    // every line marked in the story: the deciding one and the others shown beside it
    isaretliler: [...document.querySelectorAll(`#panel-${ders}-hikaye mark`)].map((m) => m.textContent),
  };
};

// "Tahmin et" on exercise `i`: a wrong prediction (typed, the button clicked), then the right
// one (typed, Enter); what the page said each time, and what it marked
async function tahmin(sayfa, ders, i, t) {
  const id = `panel-${ders}-tahmin-${i}`;
  const gor = () => sayfa.evaluate(tahminGorulen, [ders, id, t.tur]);
  const alan = sayfa.locator(`#${id}`);
  await alan.scrollIntoViewIfNeeded();
  await alan.click();
  await sayfa.keyboard.type(String(Number(t.cevap) + 1));
  await sayfa.locator(`#${id}-kontrol`).click();
  const yanlis = await gor();
  await alan.click();
  await sayfa.keyboard.press('Control+A');
  await sayfa.keyboard.type(t.cevap);
  await sayfa.keyboard.press('Enter');
  const dogru = await gor();
  const git = sayfa.locator(`#${id}-sonuc .panel-hikayeye`);
  if (await git.count()) await git.click();
  const satira = await gor();
  // the way back from the marked lines: the exercise's field on screen and focused
  const don = sayfa.locator(`#panel-${ders}-hikaye-kutusu .panel-donus`);
  let donus = false;
  if (await don.count()) {
    await don.click();
    donus = await sayfa.evaluate((id) => {
      const g = document.getElementById(id);
      const r = g.getBoundingClientRect();
      return document.activeElement === g && r.top >= 0 && r.bottom <= window.innerHeight;
    }, id);
  }
  return { yanlis, dogru, satira, donus };
}

// every timing checked in a Web Worker, for the options of `h` (the lesson's, or changed ones):
// the report, the command, the progress, the speed and the examples it links
async function denetle(sayfa, ders, h) {
  await sayfa.evaluate((p) => { location.hash = p; }, h.parca);
  for (const [k, v] of h.sinirlar) {
    await sayfa.locator(`#panel-${ders}-sinir-${k}`).fill(String(v));
  }
  const dugme = sayfa.locator(`#panel-${ders}-denetle`);
  await dugme.scrollIntoViewIfNeeded();
  await dugme.click();
  // the lesson's own large configuration takes minutes
  await sayfa.waitForFunction((ders) => !document.getElementById(`panel-${ders}-denetle`).disabled,
    ders, { timeout: h.buyuk ? 900000 : 120000 });
  return sayfa.evaluate((ders) => {
    const kutu = document.querySelector(`.ders-paneli[data-ders="${ders}"]`);
    return {
      metin: document.getElementById(`panel-${ders}-her`).textContent,
      komut: document.getElementById(`panel-${ders}-her-komut`).textContent,
      ilerleme: document.getElementById(`panel-${ders}-ilerleme`).textContent,
      sure: kutu.dataset.herSure ? Number(kutu.dataset.herSure) : null,
      hesap: kutu.dataset.herHiz ? Number(kutu.dataset.herHiz) : null,
      bellek: kutu.dataset.herBellek ? Number(kutu.dataset.herBellek) : null,
      ornekler: [...document.querySelectorAll(`#panel-${ders}-ornekler a[data-ac]`)].map((a) => a.getAttribute('href')),
      adlar: [...document.querySelectorAll(`#panel-${ders}-her-adlar dt code`)]
        .map((c) => [c.textContent, (c.parentElement.nextElementSibling || {}).textContent || '']),
    };
  }, ders);
}

// the check asked for with the first bound emptied, then -1, then the bound set back: what the
// line under the buttons and the notes said each time
async function sinirleriReddeder(sayfa, ders) {
  const alan = sayfa.locator(`[id^="panel-${ders}-sinir-"]`).first();
  const dugme = sayfa.locator(`#panel-${ders}-denetle`);
  const once = await alan.inputValue();
  const oku = () => sayfa.evaluate((d) => ({
    ilerleme: document.getElementById(`panel-${d}-ilerleme`).textContent,
    notlar: document.getElementById(`panel-${d}-her-not`).textContent,
  }), ders);
  await alan.fill('');
  await dugme.click();
  const bos = await oku();
  await alan.fill('-1');
  await dugme.click();
  const eksi = await oku();
  await alan.fill(once);
  return { bos, eksi, duzeltilince: await oku() };
}

// the fewest-faults search beside the plain check of the same claims, design by design, each
// call timed in a Web Worker as the page runs them (printed, not judged; run in the page)
const hizi = ([ders]) => new Promise((tamam, hata) => {
  const kok = new URL((typeof path_to_root === 'string' && path_to_root) || './', location.href).href;
  const isci = new Worker(new URL(`${kok}kitap/isci.js`));
  isci.onmessage = ({ data }) => {
    if (data.tur === 'sonuc') { isci.terminate(); tamam(data.sonuc); }
    if (data.tur === 'hata') { isci.terminate(); hata(new Error(data.mesaj)); }
  };
  isci.postMessage({ is: 'hiz', ders, wasm: `${kok}panel/panel_bg.wasm` });
});

// the first check's first example, opened in the panel by its link (null if it lists none)
async function ornekAcilir(sayfa, ders, denetimler) {
  if (!(denetimler.length && denetimler[0].ornekler.length)) return null;
  const a = sayfa.locator(`#panel-${ders}-ornekler a[data-ac]`).first();
  const href = await a.getAttribute('href');
  await a.click();
  // the panel reads the new fragment on 'hashchange', a task after the click: wait for its
  // schedule field to hold the link's (a mismatch is reported, not waited forever)
  const ariza = new URLSearchParams(href.replace(/^[^#]*#/, '')).get('ariza') || '';
  await sayfa.waitForFunction(([ders, a]) => document.getElementById(`panel-${ders}-ariza`).value === a,
    [ders, ariza], { timeout: 5000 }).catch(() => {});
  return { href, ...(await sayfa.evaluate(gorulen, ders)) };
}

// a minimal timing beside the reader's run: the last check's first "yan yana" link (made from
// the form as it was then), opened (null if there is none)
async function yanYanaAcilir(sayfa, ders) {
  const y = sayfa.locator(`#panel-${ders}-ornekler a[data-yan]`).first();
  if (!(await y.count())) return null;
  const href = await y.getAttribute('href');
  await y.click();
  const karsilastir = new URLSearchParams(href.replace(/^[^#]*#/, '')).get('karsilastir') || '';
  await sayfa.waitForFunction(([ders, k]) => {
    const g = document.getElementById(`panel-${ders}-karsilastir`);
    return g && g.value === k;
  }, [ders, karsilastir], { timeout: 5000 }).catch(() => {});
  return { href, ...(await sayfa.evaluate(gorulen, ders)) };
}

// the walk's point as the page shows it (read in the page): its lines, numbers and cursor
const noktasi = (ders) => {
  const k = document.getElementById(`panel-${ders}-yuruyus`);
  const imlec = [...document.querySelectorAll(`#panel-${ders}-resim .panel-imlec`)].map((h) => [
    (h.getAttribute('aria-label') || '').split(': ')[0], h.getAttribute('data-tur'), h.getAttribute('data-kimlik')]);
  return {
    nokta: Number(k.dataset.nokta),
    yer: document.getElementById(`panel-${ders}-yuruyus-yer`).textContent,
    parca: location.hash.replace(/^#/, ''),
    satirlar: [...k.querySelectorAll('.panel-yuruyus-satirlar li')].map((li) => [
      li.dataset.sutun, li.dataset.noktaAdi, (li.querySelector('mark') || { textContent: null }).textContent]),
    rakamlar: [...k.querySelectorAll('.panel-yuruyus-tablo tr')].slice(1).map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => Number(td.firstChild.textContent))),
    degisenler: [...k.querySelectorAll('.panel-yuruyus-degisenler li[data-ozellik]')].map((li) => [li.dataset.sutun, li.dataset.ozellik]),
    imlec,
    sure: Number(k.dataset.adimSuresi),
    odakIcinde: k.contains(document.activeElement),
    imlecNotu: document.getElementById(`panel-${ders}-yuruyus-imlec-notu`).textContent,
    komut: document.getElementById(`panel-${ders}-yuruyus-komut`).textContent,
    resimAdi: document.getElementById(`panel-${ders}-resim-adi`).textContent,
  };
};

// "Dersle birlikte" as the page shows it (read in the page): the moment shown, its sentence
// (or its place in the text), its account and its link; whether it is on screen
const anGorulen = (ders) => {
  const kutu = document.getElementById(`panel-${ders}-anlar`);
  const k = document.getElementById(`panel-${ders}-yuruyus`);
  const cumle = document.getElementById(`panel-${ders}-an-cumle`);
  const metin = cumle.querySelector('.panel-an-metin');
  const r = kutu.getBoundingClientRect();
  const ayrilik = document.querySelector(`#panel-${ders}-an-ayrilik a`);
  return {
    an: Number(document.querySelector(`.ders-paneli[data-ders="${ders}"]`).dataset.an),
    nokta: Number(k.dataset.nokta),
    yer: document.getElementById(`panel-${ders}-an-yer`).textContent,
    cumle: metin ? metin.textContent : null,
    konum: cumle.dataset.konum || null,
    satirlar: [...kutu.querySelectorAll('.panel-an-anlatim li[data-sutun]')].map((li) => [
      li.dataset.sutun, (li.querySelector('mark') || { textContent: null }).textContent]),
    rakamlar: [...kutu.querySelectorAll('.panel-an-rakam')].map((s) => [
      s.closest('li').dataset.sutun, s.dataset.olcu, Number(s.dataset.deger)]),
    ayrilik: ayrilik ? ayrilik.getAttribute('href') : null,
    gorunur: !kutu.hidden && r.top < window.innerHeight && r.bottom > 0,
    parca: location.hash.replace(/^#/, ''),
  };
};

// the lesson's own run opened anew: "Dersle birlikte" as it opens (on the first moment), each
// moment by "Sonraki an", then "Önceki an" once
async function anlar(sayfa, ders) {
  await sayfa.evaluate(() => { location.hash = ''; });
  await sayfa.waitForFunction((ders) => {
    const kutu = document.getElementById(`panel-${ders}-anlar`);
    return kutu.hidden || document.getElementById(`panel-${ders}-yuruyus`).dataset.nokta;
  }, ders);
  const gor = () => sayfa.evaluate(anGorulen, ders);
  // the cells the claims' first points frame on the lesson's own run: column, round, key
  const cerceveli = await sayfa.evaluate((ders) => [...document.querySelectorAll(`#panel-${ders}-resim .panel-nokta`)]
    .map((h) => [(h.getAttribute('aria-label') || '').split(': ')[0], h.getAttribute('data-tur'), h.getAttribute('data-kimlik')]), ders);
  const sonuc = { acilis: await gor(), gezilen: [], onceki: null, cerceveli };
  if (Number.isNaN(sonuc.acilis.an)) return sonuc;
  sonuc.gezilen.push(sonuc.acilis);
  const sonraki = sayfa.locator(`#panel-${ders}-anlar [data-yon="sonraki-an"]`);
  while (!(await sonraki.isDisabled())) {
    await sonraki.click();
    sonuc.gezilen.push(await gor());
    if (sonuc.gezilen.length > 200) break;
  }
  await sayfa.locator(`#panel-${ders}-anlar [data-yon="onceki-an"]`).click();
  sonuc.onceki = await gor();
  return sonuc;
}

// "Sonraki değişiklik" from the run's first stop to its last: how many presses
async function degisimBasislari(sayfa, ders, ilk) {
  await sayfa.evaluate((p) => { location.hash = p; }, `nokta=${ilk}`);
  await sayfa.waitForFunction(([ders, b]) => document.getElementById(`panel-${ders}-yuruyus`).dataset.nokta === b,
    [ders, String(ilk)], { timeout: 5000 }).catch(() => {});
  const degisim = sayfa.locator(`#panel-${ders}-yuruyus [data-yon="degisim"]`);
  let n = 0;
  while (!(await degisim.isDisabled()) && n < 1000) {
    await degisim.click();
    n += 1;
  }
  return n;
}

// "Adım adım" on the lesson's own run: back to its first stop by the mouse and the ← key
// inside the walk (it opens on the lesson's first moment), then every stop by the → key, each
// as the page shows it; then ← once, space twice (play, pause), then the walk's links
async function yuru(sayfa, ders) {
  const an = await anlar(sayfa, ders);
  const yuruyus = { noktalar: [], geri: null, oynat: [], bag: null, kotu: null, anlar: an };
  const nokta = () => sayfa.evaluate(noktasi, ders);
  yuruyus.hucreler = await sayfa.evaluate((ders) => [...document.querySelectorAll(`#panel-${ders}-resim [data-kimlik]`)]
    .map((h) => [(h.getAttribute('aria-label') || '').split(': ')[0], h.getAttribute('data-tur'), h.getAttribute('data-kimlik')]), ders);
  const ileri = sayfa.locator(`#panel-${ders}-yuruyus [data-yon="ileri"]`);
  const geri = sayfa.locator(`#panel-${ders}-yuruyus [data-yon="geri"]`);
  if (await sayfa.evaluate((ders) => !document.getElementById(`panel-${ders}-yuruyus`).dataset.nokta, ders)) {
    await ileri.scrollIntoViewIfNeeded();
    await ileri.click();
  } else {
    await geri.scrollIntoViewIfNeeded();
    if (!(await geri.isDisabled())) await geri.click();
    for (let i = 0; i < 500 && !(await geri.isDisabled()); i += 1) await sayfa.keyboard.press('ArrowLeft');
  }
  yuruyus.noktalar.push(await nokta());
  while (!(await ileri.isDisabled())) {
    await sayfa.keyboard.press('ArrowRight');
    yuruyus.noktalar.push(await nokta());
    if (yuruyus.noktalar.length > 500) break;
  }
  await sayfa.keyboard.press('ArrowLeft');
  yuruyus.geri = await nokta();
  const oynat = sayfa.locator(`#panel-${ders}-yuruyus [data-yon="oynat"]`);
  await sayfa.keyboard.press(' ');
  yuruyus.oynat.push(await oynat.getAttribute('aria-pressed'));
  await sayfa.keyboard.press(' ');
  yuruyus.oynat.push(await oynat.getAttribute('aria-pressed'));
  await yuruyusBaglari(sayfa, ders, yuruyus, nokta);
  yuruyus.degisimBasisi = await degisimBasislari(sayfa, ders, yuruyus.noktalar[0].nokta);
  return yuruyus;
}

// a link with nokta= opens the walk there; one that names no point opens it at the first
async function yuruyusBaglari(sayfa, ders, yuruyus, nokta) {
  const orta = yuruyus.noktalar[Math.floor(yuruyus.noktalar.length / 2)].nokta;
  const ac_ = async (parca, beklenen) => {
    await sayfa.evaluate((p) => { location.hash = p; }, parca);
    // the walk's point once the fragment is read (a mismatch is reported, not waited forever)
    await sayfa.waitForFunction(([ders, b]) => document.getElementById(`panel-${ders}-yuruyus`).dataset.nokta === b,
      [ders, String(beklenen)], { timeout: 5000 }).catch(() => {});
    return { ...(await nokta()), ileti: await sayfa.locator(`#panel-${ders}-yuruyus-ileti`).textContent() };
  };
  yuruyus.bag = await ac_(`nokta=${orta}`, orta);
  await sayfa.evaluate(() => { location.hash = ''; });
  yuruyus.kotu = await ac_('nokta=99999', yuruyus.noktalar[0].nokta);
}

// the walk's list of stops, as print shows it
async function yuruyusBaskisi(sayfa) {
  await sayfa.emulateMedia({ media: 'print' });
  const baski = await sayfa.evaluate(() => {
    const l = document.querySelector('.yuruyus-listesi');
    const ul = l && l.querySelector('ul');
    return { gorunur: !!ul && ul.getBoundingClientRect().height > 0, durak: ul ? ul.querySelectorAll(':scope > li').length : 0 };
  });
  await sayfa.emulateMedia({ media: 'screen' });
  return baski;
}

// the same click, again and again at lesson size (the lesson's own scenario): how long the
// panel takes to update
async function tiklamaSureleri(sayfa, d) {
  await sayfa.evaluate(() => { location.hash = ''; });
  const sureler = [];
  for (let i = 0; i < d.olcum.kac; i += 1) {
    const g = await adim(sayfa, d.ders, { tur: 'tikla', kimlik: d.olcum.kimlik });
    sureler.push(g.tiklama);
  }
  return sureler;
}

// the book's own keys outside the walk: → on the page turns to the next chapter (the page's
// address before and after)
async function bolumTusu(sayfa) {
  await sayfa.evaluate(() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); });
  const once = sayfa.url();
  await sayfa.keyboard.press('ArrowRight');
  await sayfa.waitForURL((u) => u.href.split('#')[0] !== once.split('#')[0], { timeout: 5000 }).catch(() => {});
  return [once.split('#')[0], sayfa.url().split('#')[0]];
}
