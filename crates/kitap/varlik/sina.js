// Tarayici sinamasi (kitap --sina): panelde, sunucunun verdigi her senaryoyu URL parcasiyla
// oynatir, sonra elle yazar gibi degerler girer; gordugu her seyi sunucuya geri yollar.
// Karsilastirmayi kitap programi yapar (CLI'nin ciktisiyla, bayt bayt).
'use strict';

const durumu = (kutu, p) => ({
  parca: location.hash,
  metin: p.metin.textContent,
  hatalar: [...kutu.querySelectorAll('.panel-hata')].filter((e) => e.textContent).map((e) => [e.id, e.textContent]),
  gecerli: kutu.dataset.gecerli,
  sure: Number(kutu.dataset.sure),
  iz: p.iz.textContent,
  dahaVar: !p.daha.hidden,
  dahaMetni: p.daha.textContent,
  svg: kutu.querySelector('.panel-resim svg') !== null,
  svgMetni: p.durum.son ? p.durum.son.svg : '',
});

// the update's time, TEKRAR times over (the first includes compiling the WebAssembly)
const TEKRAR = 7;
const tekrarla = (p, kutu) => Array.from({ length: TEKRAR }, () => {
  p.guncelle();
  return Number(kutu.dataset.sure);
});

export async function sina(kutu) {
  const p = kutu.panel;
  const ders = kutu.dataset.ders;
  const senaryolar = await (await fetch(`/.sina/senaryolar?ders=${ders}`)).json();
  const sonuc = { ders, senaryolar: [], adimlar: [], hata: null };
  try {
    await oynat(p, senaryolar, sonuc);
  } catch (e) {
    sonuc.hata = String(e && e.stack ? e.stack : e);
  }
  sonuc.konsol = document.getElementById('kitap-konsol')?.textContent ?? '';
  await fetch(`/.sina/sonuc?ders=${ders}`, { method: 'POST', body: JSON.stringify(sonuc) });
}

async function oynat(p, senaryolar, sonuc) {
  const kutu = p.kutu;
  for (const parca of senaryolar) {
    history.replaceState(null, '', `${location.pathname}${location.search}#${parca}`);
    p.durum.son = null;
    p.parcadanKur();
    sonuc.senaryolar.push(durumu(kutu, p));
  }
  // typing into the form, as a reader would: a bad value keeps the last good tables
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  p.parcadanKur();
  sonuc.adimlar.push({ ad: 'varsayilan', ...durumu(kutu, p), sureler: tekrarla(p, kutu) });
  const yaz = (g, deger) => { g.value = deger; g.dispatchEvent(new Event('input')); };
  const sayisal = [...p.girdiler.values()].filter(({ t }) => t.girdi.tur === 'tam' || t.girdi.tur === 'sayi');
  if (sayisal.length) {
    const { t, girdi } = sayisal[0];
    yaz(girdi, 'abc');
    sonuc.adimlar.push({ ad: 'gecersiz', bayrak: t.bayrak, deger: 'abc', ...durumu(kutu, p) });
    const yeni = String(t.girdi.tur === 'tam' ? Math.min(t.girdi.ust, Number(t.varsayilan) + 1) : t.girdi.ust);
    yaz(girdi, yeni);
    sonuc.adimlar.push({ ad: 'gecerli', bayrak: t.bayrak, deger: yeni, ...durumu(kutu, p) });
    // every whole number at its largest, timed against its target
    const tamlar = sayisal.filter(({ t: u }) => u.girdi.tur === 'tam');
    if (tamlar.length) {
      for (const { t: u, girdi: g } of tamlar) g.value = String(u.girdi.ust);
      p.guncelle();
      const a = { ad: 'en_buyuk', ...durumu(kutu, p), sureler: tekrarla(p, kutu) };
      a.metin = '';
      // each press of the button asks the program for more of the story; after a change, for
      // the new run's
      const bas = (kez) => {
        p.daha.click();
        a.basimlar.push({ kez, parca: location.hash, iz: p.iz.textContent, dahaVar: !p.daha.hidden, dahaMetni: p.daha.textContent });
      };
      a.basimlar = [];
      if (!p.daha.hidden) bas(1);
      if (!p.daha.hidden) bas(2);
      const { t: u, girdi: g } = tamlar[Math.min(1, tamlar.length - 1)];
      g.value = u.varsayilan;
      p.guncelle();
      if (!p.daha.hidden) bas(1);
      sonuc.adimlar.push(a);
    }
  }
}
