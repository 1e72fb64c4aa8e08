// --sina'nın senaryo bölümü: her ders sayfasında panel, verilen her senaryoyu URL parçasıyla
// (adres çubuğuna yazılmış gibi) oynatır; sonra bir okur gibi değer yazılır, en büyük
// seçeneklerde hikâyenin "devamını göster" düğmesine basılır. Her adımda panelin gösterdiği
// okunur; güncellemenin süresini sayfa kendisi ölçer (data-sure).
// Plan: senaryo: [{ ders, senaryolar: [parca], sayisal: [{ bayrak, tur, ust, varsayilan }] }].
import { ac } from './sayfa.mjs';

// what the panel shows (read from the page, in the page)
function durumu(ders) {
  const kutu = document.querySelector(`.ders-paneli[data-ders="${ders}"]`);
  const al = (ne) => document.getElementById(`panel-${ders}-${ne}`);
  const daha = al('daha');
  return {
    parca: location.hash,
    metin: al('metin').textContent,
    hatalar: [...kutu.querySelectorAll('.panel-hata')].filter((e) => e.textContent).map((e) => [e.id, e.textContent]),
    gecerli: kutu.dataset.gecerli,
    // the note over a refused value's stale run, and the fields marked invalid
    eski: !!al('eski') && !al('eski').hidden,
    gecersizAlanlar: [...kutu.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id),
    iz: al('hikaye').textContent,
    dahaVar: !daha.hidden,
    dahaMetni: daha.textContent,
    svg: kutu.querySelector('.panel-resim svg') !== null,
    // the claims as the panel lists them, and the flipping cells it failed to mark
    ozellikler: [...kutu.querySelectorAll('.panel-ozellik-sutunu')].map((d) => ({
      sutun: d.dataset.sutun,
      ozellikler: [...d.querySelectorAll('li[data-ozellik]')].map((li) => ({
        ad: li.dataset.ozellik,
        durum: li.dataset.durum,
        nokta: (li.querySelector('.panel-nokta-dugmesi') || {}).textContent || null,
        cevirenler: [...li.querySelectorAll('.panel-ceviren a[data-hucre]:not(.panel-yan-yana)')]
          .map((a) => a.textContent),
      })),
    })),
    isaretsiz: [...kutu.querySelectorAll('.panel-ozellik-sutunu')].flatMap((d) => {
      const hucreler = [...kutu.querySelectorAll('.panel-resim .panel-hucre')]
        .filter((r) => (r.getAttribute('aria-label') || '').startsWith(`${d.dataset.sutun}: `));
      return [...d.querySelectorAll('.panel-ceviren a[data-hucre]:not(.panel-yan-yana)')]
        .map((a) => a.dataset.hucre)
        .filter((h) => hucreler.some((r) => r.dataset.kimlik === h)
          && !hucreler.some((r) => r.dataset.kimlik === h && r.classList.contains('panel-ceviren')))
        .map((h) => `${d.dataset.sutun}: ${h}`);
    }),
    ayrilma: [...kutu.querySelectorAll('.panel-ayrilma li')].map((li) => li.textContent),
    ikinciSvg: kutu.querySelector('.panel-ikinci svg') !== null,
  };
}

// the fragment `parca` put in the address, as a link or a reader does; resolves once the
// panel has run it (its hashchange listener came first)
async function git(parca) {
  const hedef = parca ? `#${parca}` : '';
  const bekle = new Promise((tamam) => addEventListener('hashchange', tamam, { once: true }));
  if (location.hash === hedef) dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = parca;
  await bekle;
}

export async function senaryolar(tarayici, plan) {
  const raporlar = [];
  for (const d of plan.senaryo) {
    const { sayfa, konsol } = await ac(tarayici, `http://${plan.adres}`, d.ders);
    const r = { ders: d.ders, senaryolar: [], adimlar: [], konsol, hata: null };
    try {
      await oynat(sayfa, d, r);
    } catch (e) {
      r.hata = String(e && e.stack ? e.stack : e);
    }
    raporlar.push(r);
    await sayfa.close();
  }
  return raporlar;
}

async function oynat(sayfa, d, r) {
  const ders = d.ders;
  const gor = () => sayfa.evaluate(durumu, ders);
  // the timeline as the panel's WebAssembly gives it for fragment `parca` (olc only)
  const svg = (parca) => (new URLSearchParams(parca).get('program') === 'hesap' ? ''
    : sayfa.evaluate(([ders, parca]) => {
      // eslint-disable-next-line no-undef
      const s = JSON.parse(wasm_bindgen.calistir(ders, 'olc', parca));
      return s.svg || '';
    }, [ders, parca]));
  for (const parca of d.senaryolar) {
    await sayfa.evaluate(git, parca);
    r.senaryolar.push({ ...(await gor()), svgMetni: await svg(parca) });
  }
  // a flipping change of the lesson's own timing, clicked as a reader clicks it: the run it opens
  await sayfa.evaluate(git, '');
  const bag = `#panel-${ders}-ozellikler .panel-ceviren a[data-hucre]:not(.panel-yan-yana)`;
  if (await sayfa.$(bag)) {
    // its column's list opened, as a reader opens it
    const href = await sayfa.evaluate((sec) => {
      const a = document.querySelector(sec);
      for (let d = a.closest('details'); d; d = d.parentElement.closest('details')) d.open = true;
      window.kitapDegisti = new Promise((tamam) => addEventListener('hashchange', tamam, { once: true }));
      return a.getAttribute('href');
    }, bag);
    await sayfa.click(bag);
    await sayfa.evaluate(() => window.kitapDegisti);
    r.adimlar.push({ ad: 'ceviren', deger: href, ...(await gor()) });
  }
  // above the budget: the single changes asked for, searched in the Web Worker, the list then
  // shown; at the largest options the search, started, is stopped
  const ara = `#panel-${ders}-tek-ara`;
  if (d.butceUstu) {
    await sayfa.evaluate(git, d.butceUstu);
    const once = await gor();
    await sayfa.click(ara);
    await sayfa.waitForSelector(`#panel-${ders}-tek-durum:has-text("istek üzerine arandı")`, { timeout: 120000 });
    r.adimlar.push({ ad: 'butce_ustu', aranmadan: once.ozellikler, ...(await gor()) });
  }
  // typing into the form, as a reader would: a bad value keeps the last good tables
  await sayfa.evaluate(git, '');
  const sureler = () => sayfa.evaluate(async ([ders, kac]) => {
    // the same update again and again: an input event on the first field, value unchanged
    const kutu = document.querySelector(`.ders-paneli[data-ders="${ders}"]`);
    const alan = kutu.querySelector('.panel-form input[type="text"], .panel-form select');
    const s = [];
    for (let i = 0; i < kac; i += 1) {
      alan.dispatchEvent(new Event(alan.tagName === 'SELECT' ? 'change' : 'input'));
      s.push(Number(kutu.dataset.sure));
    }
    return s;
  }, [ders, TEKRAR]);
  r.adimlar.push({ ad: 'varsayilan', ...(await gor()), sureler: await sureler() });
  const alan = (t) => `#panel-${ders}-${t.bayrak}`;
  if (!d.sayisal.length) return;
  const t = d.sayisal[0];
  await sayfa.fill(alan(t), 'abc');
  r.adimlar.push({ ad: 'gecersiz', bayrak: t.bayrak, deger: 'abc', ...(await gor()) });
  // a whole number one off its default (below it where the default is the top of the range)
  const v = Number(t.varsayilan);
  const yeni = String(t.tur === 'tam' ? (v < t.ust ? v + 1 : v - 1) : t.ust);
  await sayfa.fill(alan(t), yeni);
  r.adimlar.push({ ad: 'gecerli', bayrak: t.bayrak, deger: yeni, ...(await gor()) });
  // every whole number at its largest, timed
  const tamlar = d.sayisal.filter((u) => u.tur === 'tam');
  if (!tamlar.length) return;
  for (const u of tamlar) await sayfa.fill(alan(u), String(u.ust));
  const a = { ad: 'en_buyuk', ...(await gor()), sureler: await sureler(), basimlar: [] };
  if (await sayfa.$(ara)) {
    await sayfa.click(ara);
    await sayfa.waitForSelector(`#panel-${ders}-tek-durdur:not([disabled])`, { timeout: 60000 });
    await sayfa.click(`#panel-${ders}-tek-durdur`);
    a.durduruldu = await sayfa.textContent(`#panel-${ders}-tek-durum`);
  }
  a.svgMetni = await svg(a.parca.replace(/^#/, ''));
  a.metin = '';
  // each press of the button asks the program for more of the story; after a change, for the
  // new run's
  const daha = `#panel-${ders}-daha`;
  const bas = async (kez) => {
    // the whole story is folded: a reader opens it first
    const kutu = sayfa.locator(`#panel-${ders}-hikaye-kutusu`);
    if (!(await kutu.evaluate((d) => d.open))) await sayfa.click(`#panel-${ders}-hikaye-kutusu > summary`);
    await sayfa.click(daha);
    const g = await gor();
    a.basimlar.push({ kez, parca: g.parca, iz: g.iz, dahaVar: g.dahaVar, dahaMetni: g.dahaMetni });
  };
  if ((await gor()).dahaVar) await bas(1);
  if ((await gor()).dahaVar) await bas(2);
  const u = tamlar[Math.min(1, tamlar.length - 1)];
  await sayfa.fill(alan(u), u.varsayilan);
  if ((await gor()).dahaVar) await bas(1);
  r.adimlar.push(a);
}

// the update's time, TEKRAR times over
const TEKRAR = 7;
