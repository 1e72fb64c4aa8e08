//! What the `olc` and `hesap` programs compute ([`Olc`], [`Hesap`]) and print.

use crate::{BAS, Hata, Olcum, Secenek, TETIK, kosum};
use k01::arac::{Cikti, Liste, SutunIzi};
use k01::bicim::{Sayi, to_fixed};
use k01::rapor::{Olcu, Rapor, Sutun, Tablo, karsilastirma};
use serde::Serialize;

/// olc's columns: label, fencing, persistent trigger. Every other option comes from the base.
pub const SUTUNLAR: [(&str, bool, bool); 3] =
    [("yalin", false, false), ("citleme", true, false), ("citleme+kalici tetik", true, true)];

/// olc's rows.
pub const OLCULER: [Olcu<Olcum>; 8] = [
    Olcu::yeni("baslatilan", "baslatilan parti", |o| o.baslatilan),
    Olcu::yeni("kacirilan", "kacirilan parti", |o| o.kacirilan),
    Olcu::yeni("gecikmeliTur", "gecikmeli baslama turu", |o| o.gecikmeli_tur),
    Olcu::yeni("ciftBaslatma", "cift baslatilan parti", |o| o.cift_baslatma),
    Olcu::yeni("reddedilen", "citlemeyle reddedilen", |o| o.reddedilen),
    Olcu::yeni("ikiLiderliTur", "iki liderli tur", |o| o.iki_liderli_tur),
    Olcu::yeni("lidersizTur", "lidersiz tur", |o| o.lidersiz_tur),
    Olcu::yeni("devralmaTuru", "devralma turu", |o| o.devralma_turu),
];

/// The long lease: the last row of the lease sweep, and hesap's closing line.
pub const UZUN_KIRA: u32 = 8;
/// The leases the sweep tries.
pub const KIRA_TARAMASI: [u32; 4] = [2, 3, 5, UZUN_KIRA];
/// The pauses the sweep tries, each with its name.
pub const DURAKLAMA_TARAMASI: [(&str, u32); 2] = [("uzun", 5), ("kisa", 2)];
/// The sweep's columns.
pub const TARAMA_OLCULERI: [Olcu<Olcum>; 5] = [
    Olcu::yeni("devralmaTuru", "devr.turu", |o| o.devralma_turu),
    Olcu::yeni("lidersizTur", "lidersiz", |o| o.lidersiz_tur),
    Olcu::yeni("kacirilan", "kacirilan", |o| o.kacirilan),
    Olcu::yeni("ikiLiderliTur", "iki lider", |o| o.iki_liderli_tur),
    Olcu::yeni("ciftBaslatma", "cift", |o| o.cift_baslatma),
];

/// The base scenario with fencing and the persistent trigger as given.
fn ile(taban: &Secenek, citleme: bool, kalici_tetik: bool) -> Secenek {
    Secenek { citleme, kalici_tetik, ..taban.clone() }
}

/// One run of this lesson's model, as the programs show it.
pub type Kosum = k01::arac::Kosum<Secenek, Olcum>;

/// What `olc` shows: the three columns on the base scenario, then the lease sweep.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olc {
    /// The base scenario.
    pub secenek: Secenek,
    /// The rounds in which the batch must start.
    pub tetik: [u32; 4],
    /// yalin, citleme, citleme+kalici tetik.
    pub sutunlar: Vec<Kosum>,
    /// Every lease for every pause, lease by lease.
    pub kira_taramasi: Vec<Kosum>,
}

impl Olc {
    /// Runs the columns and the sweep on `taban`.
    pub fn hesapla(taban: &Secenek) -> Result<Self, Hata> {
        let mut sutunlar = Vec::new();
        for (ad, citleme, kalici) in SUTUNLAR {
            sutunlar.push(Kosum::yeni(ad, ile(taban, citleme, kalici), kosum)?);
        }
        let mut kira_taramasi = Vec::new();
        for kira in KIRA_TARAMASI {
            for (ad, duraklama) in DURAKLAMA_TARAMASI {
                let s = Secenek { kira, duraklama, ..ile(taban, false, taban.kalici_tetik) };
                kira_taramasi.push(Kosum::yeni(format!("kira {kira}, {ad} duraklama"), s, kosum)?);
            }
        }
        Ok(Olc { secenek: taban.clone(), tetik: TETIK, sutunlar, kira_taramasi })
    }
}

/// The header line: the scenario as used.
fn senaryo(s: &Secenek) -> String {
    let pencere = match s.duraklama {
        0 => "lider dugum hic ulasilamaz kalmiyor".to_string(),
        d => format!("lider dugum {BAS}-{}. turlarda ulasilamaz", BAS + d - 1),
    };
    let tetik: Vec<String> = TETIK.iter().map(u32::to_string).collect();
    format!(
        "{} dugum, {} tur, kira {}, yenileme {}; {pencere}. Gun sonu partisi tetigi: {}. turlar",
        s.dugum,
        s.tur,
        s.kira,
        s.yenileme,
        tetik.join(", ")
    )
}

impl Cikti for Olc {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        r.satir(senaryo(&self.secenek)).bos();
        let kosular: Vec<(&str, Olcum)> =
            self.sutunlar.iter().map(|k| (k.ad.as_str(), k.olcum)).collect();
        r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 22, &OLCULER)).bos();

        let mut tablo = Tablo::yeni(vec![Sutun::sag("kira", 5)]);
        tablo.gruplar.push((String::new(), 1));
        for (ad, duraklama) in DURAKLAMA_TARAMASI {
            tablo
                .gruplar
                .push((format!("{ad} duraklama ({duraklama} tur)"), TARAMA_OLCULERI.len()));
            tablo.sutunlar.extend(TARAMA_OLCULERI.iter().map(|o| Sutun::sag(o.ad, 10)));
        }
        for satir in self.kira_taramasi.chunks(DURAKLAMA_TARAMASI.len()) {
            let mut hucreler = vec![satir[0].secenek.kira.to_string()];
            for k in satir {
                hucreler.extend(TARAMA_OLCULERI.iter().map(|o| (o.deger)(&k.olcum).to_string()));
            }
            tablo.satir(hucreler);
        }
        r.tablo(tablo);
        r
    }
}

/// What `olc --iz` shows: the three columns' runs, round by round.
pub type Izler = k01::arac::Izler<Secenek, crate::iz::IzKaydi>;

/// Traces `olc`'s three columns on `taban`.
pub fn izler(taban: &Secenek) -> Result<Izler, Hata> {
    let mut sutunlar = Vec::new();
    for (ad, citleme, kalici) in SUTUNLAR {
        let secenek = ile(taban, citleme, kalici);
        let mut olaylar = Vec::new();
        crate::izle(&secenek, &mut olaylar)?;
        sutunlar.push(SutunIzi { ad: ad.to_string(), secenek, olaylar });
    }
    Ok(Izler { sutunlar, anlat: |s| (senaryo(&s.secenek), crate::iz::anlat(&s.olaylar)) })
}

/// hesap's inputs from K01: the batch size and the takeovers a year, one table row each.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Varsayimlar {
    /// Invoice lines in one end-of-day batch.
    pub fatura_satiri: Sayi,
    /// Takeovers a year (KK4), one row each.
    pub kk4: Liste,
}

impl Default for Varsayimlar {
    fn default() -> Self {
        Varsayimlar {
            fatura_satiri: Sayi(k01::FATURA_SATIRI.deger),
            kk4: Liste(k01::KK4.satirlar()),
        }
    }
}

/// One row of hesap's table: a KK4 value and what it costs a year.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Kk4Satiri {
    /// Takeovers a year.
    pub kk4: Sayi,
    /// Batches a year that start in a leaderless round.
    pub kacirilan_parti: Sayi,
    /// Invoice lines a year never produced.
    pub uretilmeyen_satir: Sayi,
    /// Batches a year that start in a two-leader round.
    pub cift_parti: Sayi,
    /// Invoice lines a year produced twice.
    pub cift_satir: Sayi,
}

/// What `hesap` shows: the model's window shares applied to K01's batch and KK4's takeovers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hesap {
    /// The base scenario.
    pub secenek: Secenek,
    /// The K01 values used.
    pub varsayimlar: Varsayimlar,
    /// The plain run on the base scenario, whose window shares the table uses.
    pub yalin: Olcum,
    /// Leaderless rounds over all rounds.
    pub lidersiz_pay: Sayi,
    /// Two-leader rounds over all rounds.
    pub iki_liderli_pay: Sayi,
    /// One row per KK4 value.
    pub satirlar: Vec<Kk4Satiri>,
    /// Fencing and a persistent trigger on the base scenario.
    pub citleme_kalici_tetik: Olcum,
    /// The plain run with the long lease.
    pub uzun_kira: Kosum,
}

impl Hesap {
    /// Runs the model on `taban` and applies its shares to `v`.
    pub fn hesapla(taban: &Secenek, v: &Varsayimlar) -> Result<Self, Hata> {
        let yalin = kosum(&ile(taban, false, false))?;
        let lidersiz_pay = f64::from(yalin.lidersiz_tur) / f64::from(taban.tur);
        let iki_liderli_pay = f64::from(yalin.iki_liderli_tur) / f64::from(taban.tur);
        let satirlar = v
            .kk4
            .0
            .iter()
            .map(|&kk4| {
                let (kacirilan, cift) = (kk4 * lidersiz_pay, kk4 * iki_liderli_pay);
                Kk4Satiri {
                    kk4: Sayi(kk4),
                    kacirilan_parti: Sayi(kacirilan),
                    uretilmeyen_satir: Sayi(kacirilan * v.fatura_satiri.0),
                    cift_parti: Sayi(cift),
                    cift_satir: Sayi(cift * v.fatura_satiri.0),
                }
            })
            .collect();
        let uzun = Secenek { kira: UZUN_KIRA, ..ile(taban, false, false) };
        Ok(Hesap {
            secenek: taban.clone(),
            varsayimlar: v.clone(),
            yalin,
            lidersiz_pay: Sayi(lidersiz_pay),
            iki_liderli_pay: Sayi(iki_liderli_pay),
            satirlar,
            citleme_kalici_tetik: kosum(&ile(taban, true, true))?,
            uzun_kira: Kosum::yeni(format!("kira {UZUN_KIRA} (uzun)"), uzun, kosum)?,
        })
    }
}

impl Cikti for Hesap {
    fn rapor(&self) -> Rapor {
        let (y, tur) = (&self.yalin, self.secenek.tur);
        let mut r = Rapor::default();
        r.satir(format!(
            "model penceresi: lidersiz {}/{tur} = {}, iki liderli {}/{tur} = {}",
            y.lidersiz_tur,
            to_fixed(self.lidersiz_pay.0, 4),
            y.iki_liderli_tur,
            to_fixed(self.iki_liderli_pay.0, 4)
        ));
        r.satir(format!(
            "bir parti = {} fatura satiri (K01, hesap)",
            self.varsayimlar.fatura_satiri
        ));
        r.bos();
        let mut tablo = Tablo::yeni(vec![
            Sutun::sag("KK4", 5),
            Sutun::sag("kacirilan parti/yil", 21),
            Sutun::sag("uretilmeyen satir", 19),
            Sutun::sag("cift parti/yil", 16),
            Sutun::sag("cift satir", 12),
        ]);
        for s in &self.satirlar {
            tablo.satir(vec![
                s.kk4.to_string(),
                to_fixed(s.kacirilan_parti.0, 2),
                to_fixed(s.uretilmeyen_satir.0, 0),
                to_fixed(s.cift_parti.0, 2),
                to_fixed(s.cift_satir.0, 0),
            ]);
        }
        r.tablo(tablo).bos();
        let c = &self.citleme_kalici_tetik;
        r.satir(format!(
            "citleme + kalici tetik ile: kacirilan parti {}, cift baslatilan parti {}, \
             gecikmeli baslama {} tur",
            c.kacirilan, c.cift_baslatma, c.gecikmeli_tur
        ));
        let u = &self.uzun_kira.olcum;
        r.satir(format!(
            "kira {} (uzun) ile: devralma turu {}, lidersiz tur {}, iki liderli tur {}",
            self.uzun_kira.secenek.kira, u.devralma_turu, u.lidersiz_tur, u.iki_liderli_tur
        ));
        r
    }
}
