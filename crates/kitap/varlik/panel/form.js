// The options form and the run it drives: the program's choice (olc or hesap), one input per
// option from the program's own declarations, the pairs they make (the URL's fragment), and
// the run of those pairs that fills the tables, the timeline and the story.

// the radio buttons that choose the program
function programSecimi(p) {
  const { ders, durum, secim } = p;
  for (const ad of ['olc', 'hesap']) {
    const d = el('input', { type: 'radio', name: `panel-${ders}-program`, value: ad, id: `panel-${ders}-${ad}` });
    d.addEventListener('change', () => { durum.program = ad; formuKur(p, []); guncelle(p); });
    secim.append(el('label', { for: d.id }, d, ` ${ad}`));
  }
}

function formuKur(p, ciftler) {
  const { ders, durum, form, girdiler, tanimlar } = p;
  form.textContent = '';
  girdiler.clear();
  for (const t of tanimlar[durum.program]) {
    const id = `panel-${ders}-${t.bayrak}`;
    const verilen = ciftler.find(([a]) => a === t.bayrak);
    let girdi;
    if (t.girdi.tur === 'anahtar') {
      girdi = el('input', { type: 'checkbox', id });
      girdi.checked = !!verilen;
    } else if (t.girdi.tur === 'ad') {
      girdi = el('select', { id });
      for (const a of t.girdi.adlar) girdi.append(el('option', { value: a }, a));
      girdi.value = verilen ? verilen[1] : t.varsayilan;
      if (verilen && girdi.value !== verilen[1]) {
        girdi.append(el('option', { value: verilen[1] }, verilen[1]));
        girdi.value = verilen[1];
      }
    } else {
      const metin = t.girdi.tur === 'liste' || t.girdi.tur === 'metin';
      girdi = el('input', { type: 'text', inputmode: metin ? 'text' : 'decimal', id, spellcheck: 'false' });
      girdi.value = verilen ? verilen[1] : t.varsayilan;
      // a schedule left empty is the lesson's own: the field says so and shows how to write one
      // (--karsilastir empty: one timing only)
      if (t.girdi.tur === 'metin') {
        girdi.placeholder = t.bayrak === 'karsilastir'
          ? `boş: tek arıza sırası (ikinci bir arıza sırası yazın; örnek: ${t.girdi.ornekler[0]})`
          : `boş: dersin kendi arızaları (örnek: ${t.girdi.ornekler[0]})`;
      }
    }
    const hata = el('span', { sinif: 'panel-hata', id: `${id}-hata`, 'aria-live': 'polite' });
    girdi.setAttribute('aria-describedby', hata.id);
    const ad = t.degerAdi ? `--${t.bayrak} <${t.degerAdi}>` : `--${t.bayrak}`;
    form.append(el('div', { sinif: 'panel-secenek' },
      el('label', { for: id }, el('code', {}, ad), ' ', t.yardim), girdi, hata));
    const olay = t.girdi.tur === 'anahtar' || t.girdi.tur === 'ad' ? 'change' : 'input';
    girdi.addEventListener(olay, () => { durum.ekstra = []; guncelle(p); });
    girdiler.set(t.bayrak, { t, girdi, hata });
  }
  // what the form cannot hold goes to the program as given, so it is refused as the command
  // line refuses it: an unknown flag, or a flag given again (`kira=5&kira=6`)
  durum.ekstra = ciftler.filter(([a], i) => !girdiler.has(a) || ciftler.findIndex(([b]) => b === a) !== i);
  document.getElementById(`panel-${ders}-${durum.program}`).checked = true;
}

function ciftleriOku(p) {
  const { durum, girdiler } = p;
  const ciftler = [];
  if (durum.program !== 'olc') ciftler.push(['program', durum.program]);
  for (const [a, { t, girdi }] of girdiler) {
    if (t.girdi.tur === 'anahtar') {
      if (girdi.checked) ciftler.push([a, '']);
    } else if (girdi.value !== t.varsayilan || durum.ekstra.some(([b]) => b === a)) {
      // a flag the fragment gives again goes as given, even at its default
      ciftler.push([a, girdi.value]);
    }
  }
  return ciftler.concat(durum.ekstra);
}

// below the width where a wide picture is scaled to its box (kitap.css), a lesson's narrow
// layout where it has one (akis's diagrams one under another): every column's title on a
// phone's screen
const genisEkran = window.matchMedia('(min-width: 700px)');

function guncelle(p) {
  const { kutu, wasm, ders, durum, girdiler, komut, genel, duyuru, eski, metin, resim, iz, sinir } = p;
  const bas = performance.now();
  const ciftler = ciftleriOku(p);
  const secenekler = ciftler.filter(([a]) => a !== 'program');
  const sonuc = JSON.parse(wasm.calistir(ders, durum.program, parcaya(secenekler)));
  komut.textContent = sonuc.komut;
  for (const { girdi, hata } of girdiler.values()) {
    hata.textContent = '';
    girdi.removeAttribute('aria-invalid');
  }
  genel.textContent = '';
  // a field shows its first refusal, as the command line stops at the first
  for (const [bayrak, mesaj] of sonuc.hatalar) {
    const g = girdiler.get(bayrak.replace(/^--/, ''));
    if (g) g.girdi.setAttribute('aria-invalid', 'true');
    const yer = g ? g.hata : genel;
    if (!yer.textContent) yer.textContent = mesaj;
  }
  if (sonuc.kural) genel.textContent = sonuc.kural;
  const gecerli = sonuc.hatalar.length === 0 && !sonuc.kural;
  kutu.dataset.gecerli = gecerli ? 'evet' : 'hayir';
  eski.hidden = gecerli || !durum.son;
  if (gecerli) {
    if (metin.textContent && metin.textContent !== sonuc.metin) {
      duyuru.textContent = `Tablolar güncellendi: ${sonuc.metin.split('\n')[0]}`;
    }
    metin.textContent = sonuc.metin;
    const cizim = sonuc.dar && !genisEkran.matches ? sonuc.dar : sonuc;
    resim.innerHTML = cizim.svg;
    const cizelge = resim.querySelector('svg');
    if (cizelge) {
      // the story below tells the same events in words; with clickable cells inside, the
      // chart is a group (an image's children are hidden from screen readers)
      cizelge.setAttribute('aria-describedby', iz.id);
      // the narrow layout, or a picture a little wider than a phone's box, fits it scaled (to
      // no less than 70 %); a much wider one keeps its size and scrolls
      const sigar = Number(cizelge.getAttribute('width')) * 0.7 <= resim.parentElement.clientWidth;
      cizelge.classList.toggle('panel-dar', cizim !== sonuc || (!genisEkran.matches && sigar));
      if (cizim.hucreler.length) cizelge.setAttribute('role', 'group');
      const baslik = cizelge.querySelector('title');
      if (baslik) { baslik.id = `panel-${ders}-cizelge-adi`; cizelge.setAttribute('aria-labelledby', baslik.id); }
    }
    hucreleriKur(p, cizim.hucreler);
    ozellikleriGoster(p, sonuc.ozellikler);
    ikinciyiGoster(p, sonuc.ikinci);
    p.resimAdi.textContent = sonuc.zamanAdi.charAt(0).toLocaleUpperCase('tr') + sonuc.zamanAdi.slice(1);
    sinir.textContent = `Aynı resim: olc --svg DOSYA${sonuc.zamanSiniri ? `; ${sonuc.zamanSiniri}` : ''}.`
      + (sonuc.hucreSiniri ? ` Bu büyüklükte yalnız ilk ${sonuc.hucreler.length} hücre tıklanır.` : '');
    izGoster(p, sonuc.iz, sonuc.izSatiri, parcaya(secenekler));
    durum.son = sonuc;
  } else if (!durum.son) {
    metin.textContent = '(geçersiz girdi: yukarıdaki mesaja bakın)';
  }
  const yeni = parcaya(ciftler);
  if (location.hash.replace(/^#/, '') !== yeni) {
    history.replaceState(null, '', yeni ? `#${yeni}` : location.pathname + location.search);
  }
  // the walk is the run's: a new run starts it again (after the fragment is written, which
  // the walk extends with its point)
  p.yuruyus.sifirla(gecerli && durum.program === 'olc' ? parcaya(secenekler) : null);
  kutu.dataset.sure = (performance.now() - bas).toFixed(2);
  p.komutuGuncelle();
}

// the panel from the URL's fragment: its program, its options, and the walk's point (nokta=);
// true when the walk opened at that point
function parcadanKur(p) {
  const { wasm, durum, tanimlar } = p;
  const ciftler = JSON.parse(wasm.parca_ciftleri(location.hash));
  const program = ciftler.find(([a]) => a === 'program');
  const nokta = ciftler.find(([a]) => a === 'nokta');
  durum.program = program && tanimlar[program[1]] ? program[1] : 'olc';
  formuKur(p, ciftler.filter(([a]) => a !== 'program' && a !== 'nokta'));
  guncelle(p);
  return nokta ? p.yuruyus.ac(nokta[1]) : false;
}
