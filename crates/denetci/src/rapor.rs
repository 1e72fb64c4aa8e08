//! What the `olc` and `hesap` programs compute ([`Olc`], [`Hesap`]) and print.

use crate::{ADIM, ASILI, Hata, ISLER, KALICI, Olcum, Secenek, kosum};
use k01::arac::{Cikti, Liste, SutunIzi};
use k01::bicim::{Sayi, to_fixed};
use k01::rapor::{Olcu, Rapor, Sutun, Tablo, karsilastirma};
use serde::Serialize;

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

/// One run of this lesson's model, as the programs show it.
pub type Kosum = k01::arac::Kosum<Secenek, Olcum>;

/// The run with the supervisor on and scan interval `tarama`.
fn taramali(taban: &Secenek, tarama: u32) -> Result<Kosum, Hata> {
    Kosum::yeni(format!("tarama {tarama}"), Secenek { tarama, ..ile(taban, true) }, kosum)
}

/// `S2@indirim`: each (job, step) failure point.
fn noktalar(liste: &[(&str, &str)]) -> Vec<String> {
    liste.iter().map(|(is, adim)| format!("{is}@{adim}")).collect()
}

/// What `olc` shows: without and with the supervisor, then the scan-interval sweep.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olc {
    /// The base scenario.
    pub secenek: Secenek,
    /// Jobs in the batch.
    pub is_sayisi: usize,
    /// Steps of each job.
    pub adim_sayisi: usize,
    /// Steps that hang on their first try, as `job@step`.
    pub asili: Vec<String>,
    /// Steps that never pass, as `job@step`.
    pub kalici: Vec<String>,
    /// denetci yok, denetci var.
    pub sutunlar: Vec<Kosum>,
    /// One run per scan interval, supervisor on.
    pub tarama_taramasi: Vec<Kosum>,
}

impl Olc {
    /// Runs the columns and the sweep on `taban`.
    pub fn hesapla(taban: &Secenek) -> Result<Self, Hata> {
        let mut sutunlar = Vec::new();
        for (ad, denetci) in SUTUNLAR {
            sutunlar.push(Kosum::yeni(ad, ile(taban, denetci), kosum)?);
        }
        let tarama_taramasi =
            TARAMA_TARAMASI.iter().map(|&t| taramali(taban, t)).collect::<Result<_, _>>()?;
        Ok(Olc {
            secenek: taban.clone(),
            is_sayisi: ISLER.len(),
            adim_sayisi: ADIM.len(),
            asili: noktalar(&ASILI),
            kalici: noktalar(&KALICI),
            sutunlar,
            tarama_taramasi,
        })
    }
}

impl Cikti for Olc {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        r.satir(format!(
            "{} is, {} adim; {} adim asili kaliyor ({}), {} adim kalici hatali ({})",
            self.is_sayisi,
            self.adim_sayisi,
            self.asili.len(),
            self.asili.join(", "),
            self.kalici.len(),
            self.kalici.join(", ")
        ))
        .bos();
        let kosular: Vec<(&str, Olcum)> =
            self.sutunlar.iter().map(|k| (k.ad.as_str(), k.olcum.clone())).collect();
        r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 14, &OLCULER)).bos();

        let mut tablo = Tablo::yeni(vec![
            Sutun::sag("tarama", 7),
            Sutun::sag("kurtarilan is", 15),
            Sutun::sag("ort kurtarma", 14),
            Sutun::sag("en kotu", 9),
            Sutun::sag("son tur", 9),
            Sutun::sag("okunan kayit", 14),
        ]);
        for k in &self.tarama_taramasi {
            let o = &k.olcum;
            tablo.satir(vec![
                k.secenek.tarama.to_string(),
                o.tamamlanan.to_string(),
                to_fixed(o.ort_kurtarma, 2),
                o.en_kotu_kurtarma.to_string(),
                o.bittigi_tur.to_string(),
                o.okunan_kayit.to_string(),
            ]);
        }
        r.tablo(tablo);
        r
    }
}

/// What `olc --iz` shows: both columns' runs, round by round.
pub type Izler = k01::arac::Izler<Secenek, crate::iz::IzKaydi>;

/// Traces `olc`'s two columns on `taban`.
pub fn izler(taban: &Secenek) -> Result<Izler, Hata> {
    let mut sutunlar = Vec::new();
    for (ad, denetci) in SUTUNLAR {
        let secenek = ile(taban, denetci);
        let mut izleyici = crate::iz::Izleyici::default();
        crate::izle(&secenek, &mut izleyici)?;
        sutunlar.push(SutunIzi { ad: ad.to_string(), secenek, olaylar: izleyici.olaylar });
    }
    Ok(Izler {
        sutunlar,
        anlat: |s| {
            let x = &s.secenek;
            let baslik = format!(
                "tarama {}, kira {}, deneme siniri {}, en fazla {} tur",
                x.tarama, x.kira, x.deneme_siniri, x.tur
            );
            (baslik, crate::iz::anlat(&s.olaylar, x.tur))
        },
    })
}

/// hesap's inputs from K01: daily workflows, the failure rate KK2, the hang rates KK3.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Varsayimlar {
    /// Daily invoice lines = daily end-of-day workflows.
    pub fatura_satiri: Sayi,
    /// KK2: share of workflows that fail permanently.
    pub kk2: Sayi,
    /// KK3: share of steps that hang, one row each.
    pub kk3: Liste,
}

impl Default for Varsayimlar {
    fn default() -> Self {
        Varsayimlar {
            fatura_satiri: Sayi(k01::FATURA_SATIRI.deger),
            kk2: Sayi(k01::KK2.deger),
            kk3: Liste(k01::KK3.satirlar()),
        }
    }
}

/// One row of hesap's table: a KK3 value and what it means a day.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Kk3Satiri {
    /// Share of steps that hang.
    pub kk3: Sayi,
    /// Steps a day that hang.
    pub asili_adim: Sayi,
    /// Re-drives a day: each hang once, each permanent failure up to the threshold.
    pub yeniden_surme: Sayi,
    /// Re-drives a day of work already done.
    pub bosa_yurutulen: Sayi,
    /// Workflows a day left half done without a supervisor.
    pub denetcisiz_yarim_is: Sayi,
    /// The same as a percentage of the day's workflows.
    pub is_orani_yuzde: Sayi,
}

/// What `hesap` shows: the model's wasted share and retry threshold on K01's daily volume.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hesap {
    /// The base scenario.
    pub secenek: Secenek,
    /// The K01 values used.
    pub varsayimlar: Varsayimlar,
    /// Steps a day: workflows times steps.
    pub adim_gun: Sayi,
    /// The supervised run on the base scenario.
    pub denetcili: Olcum,
    /// Share of re-drives that were wasted, in that run.
    pub bosa_oran: Sayi,
    /// One row per KK3 value.
    pub satirlar: Vec<Kk3Satiri>,
    /// The two ends of olc's scan sweep.
    pub tarama: Vec<Kosum>,
}

impl Hesap {
    /// Runs the model on `taban` and applies its figures to `v`.
    pub fn hesapla(taban: &Secenek, v: &Varsayimlar) -> Result<Self, Hata> {
        let f = v.fatura_satiri.0;
        let adim_gun = f * ADIM.len() as f64;
        let deneme = f64::from(taban.deneme_siniri);
        let denetcili = kosum(&ile(taban, true))?;
        let bosa_oran = f64::from(denetcili.bosa_yurutulen) / f64::from(denetcili.yeniden_surulen);
        let satirlar = v
            .kk3
            .0
            .iter()
            .map(|&kk3| {
                let asili = adim_gun * kk3;
                let kalici = f * v.kk2.0;
                let yarim = asili + kalici;
                Kk3Satiri {
                    kk3: Sayi(kk3),
                    asili_adim: Sayi(asili),
                    yeniden_surme: Sayi(asili + kalici * deneme),
                    bosa_yurutulen: Sayi(asili),
                    denetcisiz_yarim_is: Sayi(yarim),
                    is_orani_yuzde: Sayi(100.0 * yarim / f),
                }
            })
            .collect();
        let uclar = [TARAMA_TARAMASI[0], TARAMA_TARAMASI[TARAMA_TARAMASI.len() - 1]];
        Ok(Hesap {
            secenek: taban.clone(),
            varsayimlar: v.clone(),
            adim_gun: Sayi(adim_gun),
            denetcili,
            bosa_oran: Sayi(bosa_oran),
            satirlar,
            tarama: uclar.iter().map(|&t| taramali(taban, t)).collect::<Result<_, _>>()?,
        })
    }
}

impl Cikti for Hesap {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        r.satir(format!(
            "gunluk is akisi {}, adim/gun {}, modelde bosa giden yeniden surme orani {}",
            self.varsayimlar.fatura_satiri,
            self.adim_gun,
            to_fixed(self.bosa_oran.0, 3)
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
        for s in &self.satirlar {
            tablo.satir(vec![
                to_fixed(s.kk3.0, 3),
                to_fixed(s.asili_adim.0, 0),
                to_fixed(s.yeniden_surme.0, 0),
                to_fixed(s.bosa_yurutulen.0, 0),
                to_fixed(s.denetcisiz_yarim_is.0, 0),
                format!("%{}", to_fixed(s.is_orani_yuzde.0, 2)),
            ]);
        }
        r.tablo(tablo).bos();
        r.satir("tarama araliginin bedeli (model olcumu, belirlenimli):");
        for k in &self.tarama {
            let o = &k.olcum;
            r.satir(format!(
                "  tarama {}: ort kurtarma {} tur, en kotu {}, son tur {}, okunan kayit {}",
                k.secenek.tarama,
                to_fixed(o.ort_kurtarma, 2),
                o.en_kotu_kurtarma,
                o.bittigi_tur,
                o.okunan_kayit
            ));
        }
        r
    }
}
