// The lesson's claims on each column's run, and each column's summary.

// the claims of each column: a list with the verdict and point (a button that shows the
// point's line in the story), and the single changes that flip it, each a link to its run;
// on the timeline the point's cells and the flipping cells of that column are marked
function ozellikleriGoster(p, o) {
  const { resim, ozellik } = p;
  ozellik.textContent = '';
  // a search asked for on the last run is not this run's
  if (p.tekIsci) { p.tekIsci.terminate(); p.tekIsci = null; }
  if (!o) return;
  const durumAdi = { tutar: 'tutuyor', bozuldu: 'bozuldu', goruldu: 'görüldü', gorulmedi: 'görülmedi' };
  const tersi = {
    bozuldu: 'bu tek değişiklikle tutardı', tutar: 'bu tek değişiklikle bozulurdu',
    goruldu: 'bu tek değişiklikle görülmezdi', gorulmedi: 'bu tek değişiklikle görülürdü',
  };
  const sutununHucreleri = (sutun, secici) => [...resim.querySelectorAll(secici)]
    .filter((r) => (r.getAttribute('aria-label') || '').startsWith(`${sutun}: `));
  // a claim's first point frames the cells of the events that decide it where the lesson names
  // them (olc --json's hucreler), else the point's cells
  const isaretle = (sutun, yer, sinif, not) => {
    if (!yer || !yer.cizelgede || yer.cizelgede === 'yok') return;
    const c = yer.cizelgede;
    const secici = yer.hucreler && yer.hucreler.length
      ? yer.hucreler.map((h) => `[data-kimlik="${CSS.escape(h)}"]`).join(', ')
      : c.tur != null ? `[data-tur="${c.tur}"]` : `[data-kimlik="${CSS.escape(c.hucre)}"]`;
    for (const r of sutununHucreleri(sutun, secici)) {
      r.classList.add(sinif);
      if (not && !r.getAttribute('aria-label').includes(not)) r.setAttribute('aria-label', `${r.getAttribute('aria-label')}; ${not}`);
    }
  };
  const kapsam = o.tekDegisiklik;
  if (!kapsam.arandi) ozellik.append(tekDegisiklikAra(p, kapsam));
  // in each column the claims it makes come first, led by their meaning (the lesson's
  // words); those it does not make are folded under one disclosure; a claim no single
  // change flips is said once per column
  const durumu = (oz) => (!oz.iddiaEdilir && oz.durum === 'bozuldu' ? 'tutmadı' : durumAdi[oz.durum]);
  o.sutunlar.forEach((s) => {
    const madde = (oz) => {
      const li = el('li', { 'data-ozellik': oz.ad, 'data-durum': oz.durum });
      // a claim the column's design does not make is never read as this column's failure
      const kimin = oz.iddiaEdilir ? '' : ' (bu sütunun iddiası değil)';
      li.append(el('span', { sinif: 'panel-ozellik-anlam' }, oz.anlam), `: ${durumu(oz)}${kimin}`);
      if (oz.nokta) {
        const git = el('button', { type: 'button', sinif: 'panel-nokta-dugmesi', 'data-nokta': oz.nokta.ad }, oz.nokta.ad);
        git.addEventListener('click', () => hikayedeGoster(p, s.sutun, oz));
        li.append(', ', git);
        isaretle(s.sutun, oz.nokta, 'panel-nokta', `kırmızı çerçeve: ${oz.anlam}: ${durumu(oz)}`);
      }
      if (!oz.cevirenler) {
        li.append(el('p', { sinif: 'panel-ceviren' }, 'Tek değişiklikler: bilinmiyor (aranmadı).'));
      } else if (oz.cevirenler.length) {
        const c = el('p', { sinif: 'panel-ceviren' });
        c.append(`${tersi[oz.durum][0].toUpperCase()}${tersi[oz.durum].slice(1)}: `);
        oz.cevirenler.forEach((d, k) => {
          const parca = d.baglanti.split('#')[1] || '';
          if (k) c.append(', ');
          c.append(el('a', { href: `#${parca}`, 'data-hucre': d.hucre, title: d.komut }, `${d.hucre} ${d.deger}`));
          const yanYana = ciftleriOku(p).filter(([a]) => a !== 'karsilastir').concat([['karsilastir', d.ariza]]);
          c.append(' (', el('a', { href: `#${parcaya(yanYana)}`, sinif: 'panel-yan-yana', 'data-hucre': d.hucre }, 'yan yana'), ')');
          for (const r of sutununHucreleri(s.sutun, `[data-kimlik="${CSS.escape(d.hucre)}"]`)) {
            r.classList.add('panel-ceviren');
            const not = `kesik çerçeve: tek değişiklik, ${d.deger}`;
            if (!r.getAttribute('aria-label').includes(not)) r.setAttribute('aria-label', `${r.getAttribute('aria-label')}; ${not}`);
          }
        });
        li.append(c);
      }
      return li;
    };
    const cevrilmez = (liste) => {
      const n = liste.filter((oz) => oz.cevirenler && !oz.cevirenler.length).length;
      if (!n) return [];
      const hepsi = n === liste.length;
      return [el('p', { sinif: 'panel-ceviren' }, hepsi
        ? 'Bu özelliklerin hiçbirinin kararı tek bir değişiklikle çevrilmez.'
        : 'Yanında değişiklik yazılmayan özelliklerin kararı tek bir değişiklikle çevrilmez.')];
    };
    const edilen = s.ozellikler.filter((oz) => oz.iddiaEdilir);
    const edilmeyen = s.ozellikler.filter((oz) => !oz.iddiaEdilir);
    const liste = el('ul', { sinif: 'panel-ozellik-listesi' }, ...edilen.map(madde));
    const parcalar = [liste, ...cevrilmez(edilen)];
    if (edilmeyen.length) {
      parcalar.push(el('details', { sinif: 'panel-iddia-edilmeyen' },
        el('summary', {}, `Bu sütunun iddia etmediği ${edilmeyen.length} özellik`),
        el('p', { sinif: 'panel-not' }, 'Bu sütunun seçenekleri bunları üstlenmez; yine de her koşumda sınanırlar. Burada tutmayan bir iddia, o seçeneğin neyi güvenceye alacağını gösterir.'),
        el('ul', { sinif: 'panel-ozellik-listesi' }, ...edilmeyen.map(madde)),
        ...cevrilmez(edilmeyen)));
    }
    // each column closed under its summary, which leads with what its run comes to
    ozellik.append(el('details', { sinif: 'panel-ozellik-sutunu', 'data-sutun': s.sutun },
      el('summary', {}, `${s.sutun}: `, ...ozet(s)), ...parcalar));
  });
}

// a column's summary: what its run comes to as the lesson counts it, then how many of the
// claims it makes broke or showed
function ozet(s) {
  const edilen = s.ozellikler.filter((o) => o.iddiaEdilir);
  const bozulan = edilen.filter((o) => o.durum === 'bozuldu').length;
  const gorulen = edilen.filter((o) => o.durum === 'goruldu').length;
  const iddia = `iddia ettiği ${edilen.length} özellikten ${bozulan} bozuldu, ${gorulen} görüldü`;
  return s.bilanco ? [el('strong', { sinif: 'panel-bilanco' }, s.bilanco), `; ${iddia}`] : [iddia];
}
