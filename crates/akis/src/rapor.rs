//! What the `olc` and `hesap` programs print, built from model runs.

use crate::{ADIM, HATA, Hata, ISLER, Kip, Olcum, Secenek, Servis, kosum, yapi};
use k01::bicim::{pad_end, sayi, to_fixed};
use k01::rapor::{Olcu, Rapor, Sutun, Tablo, karsilastirma};

/// The service whose missing cancel subscription the lesson shows (olc's middle column).
pub const EKSIK_ABONE: Servis = Servis::Ucretlendirme;

/// olc's rows.
pub const OLCULER: [Olcu<Olcum>; 6] = [
    Olcu::yeni("tamamlanan", "tamamlanan is", |o| o.tamamlanan),
    Olcu::yeni("adim", "yurutulen adim", |o| o.adim),
    Olcu::yeni("ileti", "ileti", |o| o.ileti),
    Olcu::yeni("telafiEdilen", "telafi edilen adim", |o| o.telafi_edilen),
    Olcu::yeni("telafisizAdim", "telafisiz kalan adim", |o| o.telafisiz_adim),
    Olcu::yeni("yarimKalanIs", "yarim kalan is", |o| o.yarim_kalan_is),
];

/// olc's three runs: choreography, choreography with `eksik` not subscribed, orchestration.
fn uc_kosum(eksik: Servis) -> Result<[(&'static str, Olcum); 3], Hata> {
    let eksik = Secenek { kip: Kip::Koreografi, eksik_abone: Some(eksik) };
    Ok([
        ("koreografi", kosum(&Secenek::yeni(Kip::Koreografi))?),
        ("kor+eksik abone", kosum(&eksik)?),
        ("orkestrasyon", kosum(&Secenek::yeni(Kip::Orkestrasyon))?),
    ])
}

/// Messages per job of a run.
fn is_basina(o: &Olcum) -> f64 {
    f64::from(o.ileti) / ISLER.len() as f64
}

/// `olc`: the three runs, their failure trace and writes left, the structural table, the ratios.
pub fn olc(eksik: Servis) -> Result<Rapor, Hata> {
    let kosular = uc_kosum(eksik)?;
    let noktalar: Vec<String> = HATA.iter().map(|(is, adim)| format!("{is}@{adim}")).collect();
    let mut r = Rapor::default();
    r.satir(format!(
        "{} satici-gun, {} adim, {} is hata veriyor: {}",
        ISLER.len(),
        ADIM.len(),
        HATA.len(),
        noktalar.join(", ")
    ))
    .bos();
    r.tablo(karsilastirma(Sutun::sol("olcu", 22), &kosular, 17, &OLCULER)).bos();

    let [(_, kor), _, (_, ork)] = &kosular;
    r.satir("hata izi (uc kosumda da ayni):");
    for satir in &ork.iz {
        r.satir(format!("  {satir}"));
    }
    r.satir("kesinlesmis kalan yazma:");
    for (ad, o) in &kosular {
        r.satir(format!("  {}{}", pad_end(ad, 16), o.kalan_yazma_metni()));
    }
    r.bos();

    let mut tablo = Tablo::yeni(vec![
        Sutun::sol("yapisal olcu", 36),
        Sutun::sag(Kip::Koreografi.ad(), 13),
        Sutun::sag(Kip::Orkestrasyon.ad(), 14),
    ]);
    for ((ad, k), (_, o)) in yapi(Kip::Koreografi).into_iter().zip(yapi(Kip::Orkestrasyon)) {
        tablo.satir(vec![ad.to_string(), k.to_string(), o.to_string()]);
    }
    r.tablo(tablo).bos();
    r.satir(format!(
        "ileti orani orkestrasyon/koreografi = {}",
        to_fixed(f64::from(ork.ileti) / f64::from(kor.ileti), 3)
    ));
    r.satir(format!(
        "is basina ileti: koreografi {}, orkestrasyon {}",
        to_fixed(is_basina(kor), 2),
        to_fixed(is_basina(ork), 2)
    ));
    Ok(r)
}

/// hesap's inputs from K01: daily workflows, the window, the peak write rate, KK2's rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Hesap {
    /// Daily invoice lines = daily workflows.
    pub fatura_satiri: f64,
    /// The end-of-day window V10, in hours.
    pub pencere_saat: f64,
    /// The system's peak write rate, requests a second.
    pub tepe_yazma: f64,
    /// KK2: share of workflows that fail, one row each.
    pub kk2: Vec<f64>,
}

impl Default for Hesap {
    fn default() -> Self {
        Hesap {
            fatura_satiri: k01::FATURA_SATIRI.deger,
            pencere_saat: k01::V10.deger,
            tepe_yazma: k01::TEPE_YAZMA.deger,
            kk2: k01::KK2.satirlar(),
        }
    }
}

/// `hesap`: the model's per-job ratios applied to K01's daily volume and window.
pub fn hesap(eksik: Servis, h: &Hesap) -> Result<Rapor, Hata> {
    let [(_, kor), (_, eksik_kosum), (_, ork)] = uc_kosum(eksik)?;
    let f = h.fatura_satiri;
    let pencere = h.pencere_saat * 3600.0;
    let hatali_is = HATA.len() as f64;
    let telafi_per_hata = f64::from(kor.telafi_edilen) / hatali_is;
    let telafisiz_per_hata = f64::from(eksik_kosum.telafisiz_adim) / hatali_is;

    let mut r = Rapor::default();
    r.satir(format!(
        "is akisi {}/gun, pencere {} s -> {} is/s, {} adim/s",
        sayi(f),
        sayi(pencere),
        to_fixed(f / pencere, 4),
        to_fixed(f * ADIM.len() as f64 / pencere, 4)
    ));
    for (kip, o) in [(Kip::Koreografi, &kor), (Kip::Orkestrasyon, &ork)] {
        let n = is_basina(o);
        r.satir(format!(
            "  {} {} ileti/is -> {} ileti/s",
            pad_end(kip.ad(), 13),
            to_fixed(n, 2),
            to_fixed(f * n / pencere, 4)
        ));
    }
    r.bos();
    let mut tablo = Tablo::yeni(vec![
        Sutun::sag("KK2", 5),
        Sutun::sag("hatali is/gun", 15),
        Sutun::sag("telafi adim/gun", 17),
        Sutun::sag("telafisiz adim/gun", 20),
        Sutun::sag("yarim kalan is/gun", 20),
    ]);
    for &kk2 in &h.kk2 {
        let hatali = f * kk2;
        tablo.satir(vec![
            to_fixed(kk2, 2),
            to_fixed(hatali, 0),
            to_fixed(hatali * telafi_per_hata, 0),
            to_fixed(hatali * telafisiz_per_hata, 0),
            to_fixed(hatali, 0),
        ]);
    }
    r.tablo(tablo).bos();
    r.satir(format!(
        "modelden gelen oranlar: hata basina telafi edilen adim = {}, \
         eksik abonede telafisiz kalan = {}",
        to_fixed(telafi_per_hata, 2),
        to_fixed(telafisiz_per_hata, 2)
    ));
    r.satir(format!(
        "K01 tepe yazma {} istek/s ile karsilastirma: orkestrasyon ileti akisi {}%",
        sayi(h.tepe_yazma),
        to_fixed(100.0 * (f * is_basina(&ork) / pencere) / h.tepe_yazma, 2)
    ));
    let tanim = |kip| yapi(kip)[0].1;
    r.satir(format!(
        "is akisi tanimini okumak icin acilacak birim: koreografi {}, orkestrasyon {}",
        tanim(Kip::Koreografi),
        tanim(Kip::Orkestrasyon)
    ));
    Ok(r)
}
