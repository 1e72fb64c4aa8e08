#![cfg(feature = "ders")]
//! What the `olc` and `hesap` programs compute ([`Olc`], [`Hesap`]) and print.

use crate::{ADIM, Akis, HATA, Hata, ISLER, Kip, Olcum, Secenek, Servis, Zamanlama, yapi};
use cikti::bicim::{Sayi, etiket, pad_end, to_fixed};
use cikti::rapor::{Cikti, Kolon, Olcu, Rapor, Sutun, Tablo, karsilastirma};
use ders::k01::{self, bayrak};
use ders::secenek::Ondalik;

/// The K01 figures `hesap` applies: the daily volume, the end-of-day window, the peak write rate
/// and KK2's rows.
pub const FATURA_SATIRI: Ondalik = bayrak(&k01::FATURA_SATIRI);
/// The end-of-day window V10.
pub const PENCERE_SAAT: Ondalik = bayrak(&k01::V10);
/// The system's peak write rate.
pub const TEPE_YAZMA: Ondalik = bayrak(&k01::TEPE_YAZMA);
/// KK2's rows.
pub const KK2: Ondalik = bayrak(&k01::KK2);
use ders::{
    Degerler, HesapKurali, HesapSonucu, Kosum, OlcSonucu, OlcSutunu, ProgramHatasi, Tablolar,
};
use serde::Serialize;

/// What the flags describe: the service missing from the middle column's cancel chain
/// (`--eksik-abone`), and a schedule written down (`--ariza`) in place of the lesson's failures.
/// The two combine: the middle column's missing subscriber is missing on top of the schedule's
/// own `abonesiz` entries.
#[derive(Debug, Clone, PartialEq)]
pub struct Taban {
    /// The middle column's missing subscriber.
    pub eksik_abone: Servis,
    /// The schedule written down, in its printed form.
    pub ariza: Option<String>,
    /// Where `--dur` cuts the runs (`None`: at their end).
    pub dur: Option<u32>,
}

/// `olc`'s first table, and what `olc` and `hesap` compute, as the programs read them.
impl Tablolar for Akis {
    /// olc's columns: choreography, choreography with the base scenario's service not subscribed to
    /// its cancel event, orchestration; each with the schedule written down, if any.
    const SUTUNLAR: &'static [OlcSutunu<Akis>] = &[
        ("koreografi", |t| Secenek {
            ariza: t.ariza.clone(),
            dur: t.dur,
            ..Secenek::yeni(Kip::Koreografi)
        }),
        ("kor+eksik abone", |t| Secenek {
            kip: Kip::Koreografi,
            eksik_abone: Some(t.eksik_abone),
            ariza: t.ariza.clone(),
            dur: t.dur,
        }),
        ("orkestrasyon", |t| Secenek {
            ariza: t.ariza.clone(),
            dur: t.dur,
            ..Secenek::yeni(Kip::Orkestrasyon)
        }),
    ];

    /// olc's rows.
    const BILANCO: &'static [(&'static str, &'static str)] = &[
        ("yarimKalanIs", "{} iş yarım kaldı"),
        ("telafisizAdim", "{} adım telafisiz kaldı"),
        ("telafiEdilen", "{} adım telafi edildi"),
        ("ileti", "{} ileti"),
    ];
    const ANLAR: &'static [ders::an::An] = &crate::anlar::ANLAR;
    const OLCULER: &'static [Olcu<Olcum>] = &[
        Olcu::yeni(
            "tamamlanan",
            "tamamlanan is",
            "Dört adımı da kesinleşen iş sayısı.",
            |o| o.tamamlanan,
        ),
        Olcu::yeni(
            "adim",
            "yurutulen adim",
            "Yürütülüp kendi servisinin işlem sınırında kesinleşen adım sayısı.",
            |o| o.adim,
        ),
        Olcu::yeni(
            "ileti",
            "ileti",
            "İleti sayısı: koreografide olaylar, orkestrasyonda komutlar ve yanıtları.",
            |o| o.ileti,
        ),
        Olcu::yeni(
            "telafiEdilen",
            "telafi edilen adim",
            "Kesinleşmiş olup telafisiyle geri alınan adım sayısı.",
            |o| o.telafi_edilen,
        ),
        Olcu::yeni(
            "telafisizAdim",
            "telafisiz kalan adim",
            "Kesinleşmiş ama telafi edilmemiş adım sayısı: servisi iptal olayına abone değildi ya da telafi iletisi kayboldu.",
            |o| o.telafisiz_adim,
        ),
        Olcu::yeni(
            "yarimKalanIs",
            "yarim kalan is",
            "Hata veren ve geride en az bir kesinleşmiş yazma bırakan iş sayısı.",
            |o| o.yarim_kalan_is,
        ),
    ];

    type Olc = Olc;
    type Hesap = Hesap;

    /// The rows of olc's structural table and the columns of hesap's table, each with what it
    /// holds, for the lesson's page.
    fn tablo_tanimlari() -> Vec<(String, Vec<(String, String)>)> {
        let yapi = YAPI_TANIMLARI.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        vec![
            ("olc, yapısal tablo".into(), yapi),
            ("hesap, KK2 tablosu".into(), Kolon::tanimlar(&KK2_TABLOSU)),
        ]
    }
}

/// olc's three runs: choreography, choreography with `eksik` not subscribed, orchestration.
fn uc_kosum(t: &Taban) -> Result<[Kosum<Akis>; 3], Hata> {
    let kosumlar = Kosum::sutunlar(t)?;
    Ok(kosumlar.try_into().unwrap_or_else(|_| unreachable!("akis has three columns")))
}

/// The failure points, as `job@step`: the schedule's written down, else the lesson's.
fn hatalar(t: &Taban) -> Result<Vec<String>, Hata> {
    match &t.ariza {
        Some(m) => Ok(Zamanlama::oku(m).map_err(Hata::Zamanlama)?.hatalar()),
        None => Ok(HATA.iter().map(|(is, adim)| format!("{is}@{adim}")).collect()),
    }
}

/// Messages per job of a run.
fn is_basina(o: &Olcum) -> f64 {
    f64::from(o.ileti) / ISLER.len() as f64
}

/// One row of the structural table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct YapiSatiri {
    /// What is counted.
    pub olcu: &'static str,
    /// Its value in choreography.
    pub koreografi: u32,
    /// Its value in orchestration.
    pub orkestrasyon: u32,
}

/// A figure for each mode.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KipBasina {
    /// In choreography.
    pub koreografi: Sayi,
    /// In orchestration.
    pub orkestrasyon: Sayi,
}

/// olc's structural table: a row per structural measure, a column per mode.
const YAPI_TABLOSU: [Kolon<YapiSatiri>; 3] = [
    Kolon::sol("yapisal olcu", 36, |y| y.olcu.to_string()),
    Kolon::sag(Kip::Koreografi.ad(), 13, |y: &YapiSatiri| y.koreografi.to_string()),
    Kolon::sag(Kip::Orkestrasyon.ad(), 14, |y: &YapiSatiri| y.orkestrasyon.to_string()),
];

/// What `olc` shows: the three runs, their trace and writes left, the structure, the ratios.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olc {
    /// The service missing from the middle column's cancel chain.
    pub eksik_abone: Servis,
    /// The schedule written down, if any (`--ariza`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ariza: Option<String>,
    /// The most points `--dur` lets each run go, if given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dur: Option<u32>,
    /// Seller-days in the batch.
    pub is_sayisi: usize,
    /// Steps of the workflow.
    pub adim_sayisi: usize,
    /// Failure points, as `job@step`.
    pub hata: Vec<String>,
    /// koreografi, kor+eksik abone, orkestrasyon.
    pub sutunlar: [Kosum<Akis>; 3],
    /// The structural table (independent of the runs).
    pub yapi: Vec<YapiSatiri>,
    /// Messages in orchestration over messages in choreography.
    pub ileti_orani: Sayi,
    /// Messages per job.
    pub is_basina_ileti: KipBasina,
}

impl OlcSonucu<Akis> for Olc {
    /// Runs the three columns with `t.eksik_abone` missing from the middle one.
    fn hesapla(t: &Taban) -> Result<Self, Hata> {
        let sutunlar = uc_kosum(t)?;
        let (kor, ork) = (&sutunlar[0].olcum, &sutunlar[2].olcum);
        let yapi = yapi(Kip::Koreografi)
            .into_iter()
            .zip(yapi(Kip::Orkestrasyon))
            .map(|((olcu, koreografi), (_, orkestrasyon))| YapiSatiri {
                olcu,
                koreografi,
                orkestrasyon,
            })
            .collect();
        Ok(Olc {
            eksik_abone: t.eksik_abone,
            ariza: t.ariza.clone(),
            dur: t.dur,
            is_sayisi: ISLER.len(),
            adim_sayisi: ADIM.len(),
            hata: hatalar(t)?,
            yapi,
            ileti_orani: Sayi(f64::from(ork.ileti) / f64::from(kor.ileti)),
            is_basina_ileti: KipBasina {
                koreografi: Sayi(is_basina(kor)),
                orkestrasyon: Sayi(is_basina(ork)),
            },
            sutunlar,
        })
    }
}

impl Cikti for Olc {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        let (n, m) = (self.is_sayisi, self.adim_sayisi);
        // what the flags changed beyond the published header: the middle column's service and
        // the cut
        let eksik = match self.eksik_abone == crate::secenek::DERSIN_EKSIK_ABONESI {
            true => String::new(),
            false => format!("; eksik abone {}", self.eksik_abone.ad()),
        };
        let ekler = eksik
            + &self.dur.map(|d| format!("; koşumlar en çok {d} nokta koşar")).unwrap_or_default();
        r.satir(match &self.ariza {
            Some(z) => format!("{n} satici-gun, {m} adim; ariza {z}{ekler}"),
            None => format!(
                "{n} satici-gun, {m} adim, {} is hata veriyor: {}{ekler}",
                self.hata.len(),
                self.hata.join(", ")
            ),
        })
        .bos();
        let kosular: Vec<(&str, Olcum)> =
            self.sutunlar.iter().map(|k| (k.ad.as_str(), k.olcum.clone())).collect();
        r.tablo(karsilastirma(Sutun::sol("olcu", 22), &kosular, 17, Akis::OLCULER)).bos();

        // a lost or doubled message changes what is left open, column by column
        r.satir(if self.ariza.is_some() {
            "hata izi (orkestrasyon kosumu):"
        } else {
            "hata izi (uc kosumda da ayni):"
        });
        let hata_izi: Vec<String> =
            self.sutunlar[2].olcum.iz.iter().filter_map(crate::anlatim::hata_izi).collect();
        if hata_izi.is_empty() {
            r.satir("  hiçbir iş hata vermedi");
        }
        for satir in hata_izi {
            r.satir(format!("  {satir}"));
        }
        r.satir("kesinlesmis kalan yazma:");
        for k in &self.sutunlar {
            r.satir(format!("  {}{}", pad_end(&k.ad, 16), k.olcum.kalan_yazma_metni()));
        }
        r.bos();

        r.tablo(Tablo::kolonlarla(&YAPI_TABLOSU, &self.yapi)).bos();
        r.satir(format!(
            "ileti orani orkestrasyon/koreografi = {}",
            to_fixed(self.ileti_orani.0, 3)
        ));
        let b = &self.is_basina_ileti;
        r.satir(format!(
            "is basina ileti: koreografi {}, orkestrasyon {}",
            to_fixed(b.koreografi.0, 2),
            to_fixed(b.orkestrasyon.0, 2)
        ));
        r
    }
}

/// The heading of a traced run: how the mode and the subscriptions compensate.
pub fn baslik(s: &Secenek) -> String {
    match (s.kip, s.eksik_abone) {
        (Kip::Orkestrasyon, _) => "yürütücü her adımı ve telafiyi kendisi çağırır".to_string(),
        (Kip::Koreografi, None) => "her servis iptal olayına abone".to_string(),
        (Kip::Koreografi, Some(e)) => format!("{} iptal olayına abone değil", e.ad()),
    }
}

/// A mode's message rate over the window.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IletiHizi {
    /// The mode these rates are of.
    pub kip: Kip,
    /// Messages per job in the model.
    pub ileti_per_is: Sayi,
    /// Messages a second over the window.
    pub ileti_saniye: Sayi,
}

/// One row of hesap's table: a KK2 value and what it means a day.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Kk2Satiri {
    /// Share of workflows that fail.
    pub kk2: Sayi,
    /// Failing workflows a day.
    pub hatali_is: Sayi,
    /// Compensation steps a day.
    pub telafi_adim: Sayi,
    /// Steps a day left uncompensated by the missing subscription.
    pub telafisiz_adim: Sayi,
    /// Workflows a day left half done (the lesson counts every failing one).
    pub yarim_kalan_is: Sayi,
}

/// hesap's table: a row per KK2 value.
const KK2_TABLOSU: [Kolon<Kk2Satiri>; 5] = [
    Kolon::sag("KK2", 5, |s: &Kk2Satiri| etiket(s.kk2.0, 2))
        .tanimli("Gün sonu iş akışının hata oranı (KK2, K01'e eklenmez); her değer bir satır."),
    Kolon::sag("hatali is/gun", 15, |s: &Kk2Satiri| to_fixed(s.hatali_is.0, 0))
        .tanimli("Günde hata veren iş akışı: günlük iş akışı × KK2."),
    Kolon::sag("telafi adim/gun", 17, |s: &Kk2Satiri| to_fixed(s.telafi_adim.0, 0))
        .tanimli("Günde telafi edilen adım: hatalı iş × modelde hata başına telafi edilen adım."),
    Kolon::sag("telafisiz adim/gun", 20, |s: &Kk2Satiri| to_fixed(s.telafisiz_adim.0, 0))
        .tanimli("Bir iptal aboneliği eksikken günde telafisiz kalan adım: hatalı iş × modelde hata başına telafisiz adım."),
    Kolon::sag("yarim kalan is/gun", 20, |s: &Kk2Satiri| to_fixed(s.yarim_kalan_is.0, 0))
        .tanimli("Günde yarım kalan iş: ders hata veren her işi sayar (hatalı iş/gün ile aynı)."),
];

/// What `hesap` shows: the model's per-job ratios on K01's daily volume and window.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hesap {
    /// The service missing from the cancel chain in the rates.
    pub eksik_abone: Servis,
    /// The schedule written down, if any (`--ariza`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ariza: Option<String>,
    /// The K01 values used: `faturaSatiri`, `pencereSaat`, `tepeYazma`, `kk2`.
    pub varsayimlar: Degerler,
    /// The window in seconds.
    pub pencere_saniye: Sayi,
    /// Workflows a second over the window.
    pub is_saniye: Sayi,
    /// Steps a second over the window.
    pub adim_saniye: Sayi,
    /// Message rates, one per mode.
    pub ileti: Vec<IletiHizi>,
    /// One row per KK2 value.
    pub satirlar: Vec<Kk2Satiri>,
    /// Compensated steps per failing job (choreography, full chain).
    pub telafi_per_hata: Sayi,
    /// Uncompensated steps per failing job with the subscription missing.
    pub telafisiz_per_hata: Sayi,
    /// Orchestration's message rate as a percentage of the peak write rate.
    pub tepe_yazma_payi_yuzde: Sayi,
    /// Units to open to read the workflow's definition.
    pub tanim_birimi: KipBasina,
}

/// `hesap`'s ratios are over every job of whole runs: a run cut by `--dur` has none. A `--dur`
/// at or past the end of every run cuts nothing. The model's own errors are `hesapla`'s to name.
fn kesim_kurali(t: &Taban, _: &Degerler) -> Result<(), String> {
    let Some(d) = t.dur else { return Ok(()) };
    let olcumler = |t: &Taban| uc_kosum(t).map(|k| k.map(|k| k.olcum));
    match (olcumler(t), olcumler(&Taban { dur: None, ..t.clone() })) {
        (Ok(kesik), Ok(butun)) if kesik != butun => {
            Err(format!("koşumlar {d}. noktada kesilirse iş başına oranlar tanımsız"))
        }
        _ => Ok(()),
    }
}

/// `hesap`'s ratios are per failing job: a schedule with none has no ratio. The model's own
/// errors are `hesapla`'s to name.
fn hata_kurali(t: &Taban, _: &Degerler) -> Result<(), String> {
    match hatalar(t) {
        Ok(h) if h.is_empty() => {
            Err("arıza sırasında hata veren iş yok: hata başına oranlar tanımsız".into())
        }
        _ => Ok(()),
    }
}

impl HesapSonucu<Akis> for Hesap {
    const VARSAYIMLAR: &'static [&'static dyn ders::Tanim] =
        &[&FATURA_SATIRI, &PENCERE_SAAT, &TEPE_YAZMA, &KK2];
    const KURALLAR: &'static [HesapKurali<Taban>] = &[
        HesapKurali {
            bayraklar: &[ders::secenek::ARIZA_ADI],
            kural: "hesap en az bir işin hata verdiği bir arıza sırası ister: oranlar hata \
                    başınadır",
            denetle: hata_kurali,
        },
        HesapKurali {
            bayraklar: &["dur"],
            kural: "hesap kesilmemiş koşumlar ister: oranları sekiz işin tamamı üzerindendir",
            denetle: kesim_kurali,
        },
    ];

    /// Runs the model and applies its per-job ratios to `v`.
    fn hesapla(t: &Taban, v: &Degerler) -> Result<Self, ProgramHatasi<Hata>> {
        let [kor, eksik_kosum, ork] = uc_kosum(t)?;
        let f = v.sayi(&FATURA_SATIRI);
        let pencere = v.sayi(&PENCERE_SAAT) * 3600.0;
        let hatali_is = hatalar(t)?.len() as f64;
        let telafi_per_hata = f64::from(kor.olcum.telafi_edilen) / hatali_is;
        let telafisiz_per_hata = f64::from(eksik_kosum.olcum.telafisiz_adim) / hatali_is;
        let ileti = [&kor, &ork]
            .iter()
            .map(|k| {
                let n = is_basina(&k.olcum);
                IletiHizi {
                    kip: k.secenek.kip,
                    ileti_per_is: Sayi(n),
                    ileti_saniye: Sayi(f * n / pencere),
                }
            })
            .collect();
        let satirlar = v
            .liste(&KK2)
            .iter()
            .map(|&kk2| {
                let hatali = f * kk2;
                Kk2Satiri {
                    kk2: Sayi(kk2),
                    hatali_is: Sayi(hatali),
                    telafi_adim: Sayi(hatali * telafi_per_hata),
                    telafisiz_adim: Sayi(hatali * telafisiz_per_hata),
                    yarim_kalan_is: Sayi(hatali),
                }
            })
            .collect();
        let tanim = |kip| Sayi(f64::from(yapi(kip)[0].1));
        Ok(Hesap {
            eksik_abone: t.eksik_abone,
            ariza: t.ariza.clone(),
            varsayimlar: v.clone(),
            pencere_saniye: Sayi(pencere),
            is_saniye: Sayi(f / pencere),
            adim_saniye: Sayi(f * ADIM.len() as f64 / pencere),
            ileti,
            satirlar,
            telafi_per_hata: Sayi(telafi_per_hata),
            telafisiz_per_hata: Sayi(telafisiz_per_hata),
            tepe_yazma_payi_yuzde: Sayi(
                100.0 * (f * is_basina(&ork.olcum) / pencere) / v.sayi(&TEPE_YAZMA),
            ),
            tanim_birimi: KipBasina {
                koreografi: tanim(Kip::Koreografi),
                orkestrasyon: tanim(Kip::Orkestrasyon),
            },
        })
    }
}

impl Cikti for Hesap {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        r.satir(format!(
            "is akisi {}/gun, pencere {} s -> {} is/s, {} adim/s",
            Sayi(self.varsayimlar.sayi(&FATURA_SATIRI)),
            self.pencere_saniye,
            to_fixed(self.is_saniye.0, 4),
            to_fixed(self.adim_saniye.0, 4)
        ));
        for i in &self.ileti {
            r.satir(format!(
                "  {} {} ileti/is -> {} ileti/s",
                pad_end(i.kip.ad(), 13),
                to_fixed(i.ileti_per_is.0, 2),
                to_fixed(i.ileti_saniye.0, 4)
            ));
        }
        r.bos();
        r.tablo(Tablo::kolonlarla(&KK2_TABLOSU, &self.satirlar)).bos();
        r.satir(format!(
            "modelden gelen oranlar: hata basina telafi edilen adim = {}, \
             eksik abonede telafisiz kalan = {}",
            to_fixed(self.telafi_per_hata.0, 2),
            to_fixed(self.telafisiz_per_hata.0, 2)
        ));
        r.satir(format!(
            "K01 tepe yazma {} istek/s ile karsilastirma: orkestrasyon ileti akisi {}%",
            Sayi(self.varsayimlar.sayi(&TEPE_YAZMA)),
            to_fixed(self.tepe_yazma_payi_yuzde.0, 2)
        ));
        r.satir(format!(
            "is akisi tanimini okumak icin acilacak birim: koreografi {}, orkestrasyon {}",
            self.tanim_birimi.koreografi, self.tanim_birimi.orkestrasyon
        ));
        r
    }
}

/// The rows of olc's structural table, by the names the model gives them ([`crate::yapi`]),
/// each with what it counts.
pub const YAPI_TANIMLARI: [(&str, &str); 7] = [
    (
        "is akisi tanimini tasiyan birim",
        "İş akışının adım sırasını bilen birim sayısı: koreografide her servis (kendi \
         aboneliğiyle), orkestrasyonda yürütücü.",
    ),
    (
        "is akisi durumunu tutan birim",
        "Bir işin hangi adımda olduğunu tutan birim sayısı: koreografide hiçbiri, orkestrasyonda \
         yürütücü.",
    ),
    (
        "durumu okumak icin sorulan birim",
        "Bir işin durumunu öğrenmek için sorulması gereken birim sayısı.",
    ),
    (
        "telafi sorumlulugu tasiyan birim",
        "Telafiyi başlatmakla yükümlü birim sayısı: koreografide telafisi olan her servis, \
         orkestrasyonda yürütücü.",
    ),
    (
        "sona adim eklenince degisen birim",
        "Sona yeni bir adım eklenince değişmesi gereken birim sayısı.",
    ),
    ("islem siniri", "Ayrı işlem sınırı sayısı: her adım kendi servisinde kesinleşir."),
    (
        "atomik geri alinabilen adim",
        "Tek bir işlem sınırında birlikte geri alınabilen adım sayısı; ortak sınır olmadığı için 0.",
    ),
];

#[cfg(test)]
mod yapi_tests {
    use super::*;

    /// The definitions name the structural table's rows, in the model's order.
    #[test]
    fn yapi_tanimlari_modelin_satirlarini_adlandirir() {
        let adlar: Vec<&str> = crate::yapi(Kip::Koreografi).iter().map(|(a, _)| *a).collect();
        let tanimli: Vec<&str> = YAPI_TANIMLARI.iter().map(|(a, _)| *a).collect();
        assert_eq!(adlar, tanimli);
    }
}
