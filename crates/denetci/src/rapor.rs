//! What the `olc` and `hesap` programs print, built from model runs.

use crate::{ADIM, ASILI, Hata, ISLER, KALICI, Olcum, Secenek, kosum};
use k01::bicim::{sayi, to_fixed};
use k01::rapor::{Olcu, Rapor, Sutun, Tablo, karsilastirma};

/// olc's columns: label, whether the supervisor runs. Every other option comes from the base.
pub const SUTUNLAR: [(&str, bool); 2] = [("denetci yok", false), ("denetci var", true)];

/// olc's rows.
pub const OLCULER: [Olcu<Olcum>; 8] = [
    Olcu::yeni("tamamlanan", "tamamlanan is", |o| o.tamamlanan),
    Olcu::yeni("adim", "yurutulen adim", |o| o.adim),
    Olcu::yeni("yenidenSurulen", "yeniden surulen adim", |o| o.yeniden_surulen),
    Olcu::yeni("bosaYurutulen", "bosa yurutulen adim", |o| o.bosa_yurutulen),
    Olcu::yeni("telafiEdilenIs", "telafi edilen is", |o| o.telafi_edilen_is),
    Olcu::yeni("telafiEdilen", "telafi edilen adim", |o| o.telafi_edilen),
    Olcu::yeni("yarimKalanIs", "yarim kalan is", |o| o.yarim_kalan_is),
    Olcu::yeni("bittigiTur", "son isin bittigi tur", |o| o.bittigi_tur),
];

/// The scan intervals olc's sweep tries; hesap quotes its two ends.
pub const TARAMA_TARAMASI: [u32; 4] = [1, 2, 4, 8];

/// The base scenario with the supervisor on or off.
fn ile(taban: &Secenek, denetci: bool) -> Secenek {
    Secenek { denetci, ..taban.clone() }
}

/// `S2@indirim, S5@tarife`: a list of (job, step) failure points.
fn noktalar(liste: &[(&str, &str)]) -> String {
    liste.iter().map(|(is, adim)| format!("{is}@{adim}")).collect::<Vec<_>>().join(", ")
}

/// `olc`: without and with the supervisor, then the scan-interval sweep.
pub fn olc(taban: &Secenek) -> Result<Rapor, Hata> {
    let mut r = Rapor::default();
    r.satir(format!(
        "{} is, {} adim; {} adim asili kaliyor ({}), {} adim kalici hatali ({})",
        ISLER.len(),
        ADIM.len(),
        ASILI.len(),
        noktalar(&ASILI),
        KALICI.len(),
        noktalar(&KALICI)
    ))
    .bos();
    let mut kosular = Vec::new();
    for (ad, denetci) in SUTUNLAR {
        kosular.push((ad, kosum(&ile(taban, denetci))?));
    }
    r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 14, &OLCULER)).bos();

    let mut tablo = Tablo::yeni(vec![
        Sutun::sag("tarama", 7),
        Sutun::sag("kurtarilan is", 15),
        Sutun::sag("ort kurtarma", 14),
        Sutun::sag("en kotu", 9),
        Sutun::sag("son tur", 9),
        Sutun::sag("okunan kayit", 14),
    ]);
    for tarama in TARAMA_TARAMASI {
        let o = kosum(&Secenek { tarama, ..ile(taban, true) })?;
        tablo.satir(vec![
            tarama.to_string(),
            o.tamamlanan.to_string(),
            to_fixed(o.ort_kurtarma, 2),
            o.en_kotu_kurtarma.to_string(),
            o.bittigi_tur.to_string(),
            o.okunan_kayit.to_string(),
        ]);
    }
    r.tablo(tablo);
    Ok(r)
}

/// hesap's inputs from K01: daily workflows, the failure rate KK2, the hang rates KK3.
#[derive(Debug, Clone, PartialEq)]
pub struct Hesap {
    /// Daily invoice lines = daily end-of-day workflows.
    pub fatura_satiri: f64,
    /// KK2: share of workflows that fail permanently.
    pub kk2: f64,
    /// KK3: share of steps that hang, one row each.
    pub kk3: Vec<f64>,
}

impl Default for Hesap {
    fn default() -> Self {
        Hesap {
            fatura_satiri: k01::FATURA_SATIRI.deger,
            kk2: k01::KK2.deger,
            kk3: k01::KK3.satirlar(),
        }
    }
}

/// `hesap`: the model's wasted share and retry threshold applied to K01's daily volume.
pub fn hesap(taban: &Secenek, h: &Hesap) -> Result<Rapor, Hata> {
    let adim_gun = h.fatura_satiri * ADIM.len() as f64;
    let deneme = f64::from(taban.deneme_siniri);
    let o = kosum(&ile(taban, true))?;
    let bosa_oran = f64::from(o.bosa_yurutulen) / f64::from(o.yeniden_surulen);

    let mut r = Rapor::default();
    r.satir(format!(
        "gunluk is akisi {}, adim/gun {}, modelde bosa giden yeniden surme orani {}",
        sayi(h.fatura_satiri),
        sayi(adim_gun),
        to_fixed(bosa_oran, 3)
    ))
    .bos();
    let mut tablo = Tablo::yeni(vec![
        Sutun::sag("KK3", 6),
        Sutun::sag("asili adim/gun", 16),
        Sutun::sag("yeniden surme/gun", 19),
        Sutun::sag("bosa yurutulen/gun", 20),
        Sutun::sag("denetcisiz yarim is", 21),
        Sutun::sag("is orani", 10),
    ]);
    for &kk3 in &h.kk3 {
        let asili = adim_gun * kk3;
        let kalici = h.fatura_satiri * h.kk2;
        let yarim = asili + kalici;
        tablo.satir(vec![
            to_fixed(kk3, 3),
            to_fixed(asili, 0),
            to_fixed(asili + kalici * deneme, 0),
            to_fixed(asili, 0),
            to_fixed(yarim, 0),
            format!("%{}", to_fixed(100.0 * yarim / h.fatura_satiri, 2)),
        ]);
    }
    r.tablo(tablo).bos();
    r.satir("tarama araliginin bedeli (model olcumu, belirlenimli):");
    for tarama in [TARAMA_TARAMASI[0], TARAMA_TARAMASI[TARAMA_TARAMASI.len() - 1]] {
        let o = kosum(&Secenek { tarama, ..ile(taban, true) })?;
        r.satir(format!(
            "  tarama {tarama}: ort kurtarma {} tur, en kotu {}, son tur {}, okunan kayit {}",
            to_fixed(o.ort_kurtarma, 2),
            o.en_kotu_kurtarma,
            o.bittigi_tur,
            o.okunan_kayit
        ));
    }
    Ok(r)
}
