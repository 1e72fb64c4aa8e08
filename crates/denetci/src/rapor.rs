#![cfg(feature = "ders")]
//! What the `olc` and `hesap` programs compute ([`Olc`], [`Hesap`]) and print.

use crate::{ADIM, ASILI, Denetci, Hata, ISLER, KALICI, Olcum, Secenek, kosum};
use cikti::bicim::{Sayi, etiket, sayi, to_fixed};
use cikti::rapor::{Cikti, Kolon, Olcu, Rapor, Sutun, Tablo, karsilastirma};
use ders::k01::{self, bayrak};
use ders::secenek::Ondalik;

/// The daily volume `hesap` applies.
pub const FATURA_SATIRI: Ondalik = bayrak(&k01::FATURA_SATIRI);
/// KK3's rows.
pub const KK3: Ondalik = bayrak(&k01::KK3);
use ders::{
    Degerler, HesapKurali, HesapSonucu, Kosum, OlcSonucu, OlcSutunu, ProgramHatasi, Tablolar,
};
use serde::Serialize;

/// `--kk2 0.02`: the failure rate the choreography lesson introduces (KK2, not K01's), one value
/// (`hesap` has no sensitivity row for it).
pub const KK2: Ondalik = bayrak(&k01::KK2).tek();

/// `olc`'s first table, and what `olc` and `hesap` compute, as the programs read them.
impl Tablolar for Denetci {
    /// olc's columns: the base scenario without and with the supervisor.
    const SUTUNLAR: &'static [OlcSutunu<Denetci>] =
        &[("denetci yok", |t| ile(t, false)), ("denetci var", |t| ile(t, true))];

    /// olc's rows.
    const BILANCO: &'static [(&'static str, &'static str)] = &[
        ("yarimKalanIs", "{} iş yarım kaldı"),
        ("telafiEdilenIs", "{} iş telafi edildi"),
        ("bosaYurutulen", "{} adım boşa yürütüldü"),
    ];
    const ANLAR: &'static [ders::an::An] = &crate::anlar::ANLAR;
    const OLCULER: &'static [Olcu<Olcum>] = &[
        Olcu::yeni(
            "tamamlanan",
            "tamamlanan is",
            "Dört adımı da tamamlanan iş sayısı.",
            |o| o.tamamlanan,
        ),
        Olcu::yeni(
            "adim",
            "yurutulen adim",
            "Kaydı düşen adım yürütmelerinin sayısı; yeniden sürülenler dahil.",
            |o| o.adim,
        ),
        Olcu::yeni(
            "yenidenSurulen",
            "yeniden surulen adim",
            "Denetçinin kirası dolmuş bulup zamanlayıcıya geri verdiği yürütme sayısı: aynı adım her yeniden sürülüşünde bir kez sayılır.",
            |o| o.yeniden_surulen,
        ),
        Olcu::yeni(
            "bosaYurutulen",
            "bosa yurutulen adim",
            "Aracının zaten yaptığı, yalnız kaydı düşmemiş adımların yeniden sürülme sayısı.",
            |o| o.bosa_yurutulen,
        ),
        Olcu::yeni(
            "telafiEdilenIs",
            "telafi edilen is",
            "Deneme eşiğini aştığı için telafi edilen iş sayısı.",
            |o| o.telafi_edilen_is,
        ),
        Olcu::yeni(
            "telafiEdilen",
            "telafi edilen adim",
            "Bu işlerde tamamlanmış olup telafiyle geri alınan adım sayısı.",
            |o| o.telafi_edilen,
        ),
        Olcu::yeni(
            "yarimKalanIs",
            "yarim kalan is",
            "Koşum bittiğinde hâlâ \"yürüyor\" görünen iş sayısı.",
            |o| o.yarim_kalan_is,
        ),
        Olcu::yeni(
            "bittigiTur",
            "son isin bittigi tur",
            "Bir işin en son tamamlandığı ya da telafi edildiği tur; yarım kalan işler sayılmaz.",
            |o| o.bittigi_tur,
        ),
    ];

    type Olc = Olc;
    type Hesap = Hesap;

    /// The columns of olc's scan-interval table and of hesap's table, each with what it holds, for
    /// the lesson's page.
    fn tablo_tanimlari() -> Vec<(String, Vec<(String, String)>)> {
        vec![
            ("olc, tarama aralığı tablosu".into(), Kolon::tanimlar(&TARAMA_TABLOSU)),
            ("hesap, KK3 tablosu".into(), Kolon::tanimlar(&KK3_TABLOSU)),
        ]
    }
}

/// The scan intervals olc's sweep tries; hesap quotes its two ends.
pub const TARAMA_TARAMASI: [u32; 4] = [1, 2, 4, 8];

/// The base scenario with the supervisor on or off.
fn ile(taban: &Secenek, denetci: bool) -> Secenek {
    Secenek { denetci, ..taban.clone() }
}

/// The run with the supervisor on and scan interval `tarama`.
fn taramali(taban: &Secenek, tarama: u32) -> Result<Kosum<Denetci>, Hata> {
    Kosum::yeni(format!("tarama {tarama}"), Secenek { tarama, ..ile(taban, true) })
}

/// `S2@indirim`: each (job, step) failure point.
fn noktalar(liste: &[(&str, &str)]) -> Vec<String> {
    liste.iter().map(|(is, adim)| format!("{is}@{adim}")).collect()
}

/// olc's second table: a row per scan interval.
const TARAMA_TABLOSU: [Kolon<Kosum<Denetci>>; 6] = [
    Kolon::sag("tarama", 7, |k: &Kosum<Denetci>| k.secenek.tarama.to_string())
        .tanimli("Denetçinin kaç turda bir kaydı taradığı; her satır bir denetçili koşum."),
    Kolon::sag("kurtarilan is", 15, |k: &Kosum<Denetci>| k.olcum.tamamlanan.to_string()).tanimli(
        "O koşumda tamamlanan iş sayısı; denetçisiz koşumda da tamamlanan işler dahil (Ayrılıklar).",
    ),
    Kolon::sag("ort kurtarma", 14, |k: &Kosum<Denetci>| to_fixed(k.olcum.ort_kurtarma, 2)).tanimli(
        "Yeniden sürmelerin, kaydın düşmesi gereken turdan sonra ortalama kaç tur beklediği.",
    ),
    Kolon::sag("en kotu", 9, |k: &Kosum<Denetci>| k.olcum.en_kotu_kurtarma.to_string())
        .tanimli("Bu bekleyişlerin en uzunu, tur olarak."),
    Kolon::sag("son tur", 9, |k: &Kosum<Denetci>| k.olcum.bittigi_tur.to_string())
        .tanimli("Bir işin en son tamamlandığı ya da telafi edildiği tur."),
    Kolon::sag("okunan kayit", 14, |k: &Kosum<Denetci>| k.olcum.okunan_kayit.to_string())
        .tanimli("Denetçinin bütün taramalarında okuduğu kayıt sayısı."),
];

/// What `olc` shows: without and with the supervisor, then the scan-interval sweep.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olc {
    /// The base scenario the flags describe.
    pub secenek: Secenek,
    /// Jobs in the batch.
    pub is_sayisi: usize,
    /// Steps of each job.
    pub adim_sayisi: usize,
    /// Steps that hang on their first try, as `job@step` (empty with a schedule written down).
    pub asili: Vec<String>,
    /// Steps that never pass, as `job@step` (empty with a schedule written down).
    pub kalici: Vec<String>,
    /// The columns `denetci yok` and `denetci var`.
    pub sutunlar: Vec<Kosum<Denetci>>,
    /// One run per scan interval, supervisor on.
    pub tarama_taramasi: Vec<Kosum<Denetci>>,
}

impl OlcSonucu<Denetci> for Olc {
    /// Runs the two columns and the scan-interval sweep on `taban`.
    fn hesapla(taban: &Secenek) -> Result<Self, Hata> {
        let sutunlar = Kosum::sutunlar(taban)?;
        let tarama_taramasi =
            TARAMA_TARAMASI.iter().map(|&t| taramali(taban, t)).collect::<Result<_, _>>()?;
        Ok(Olc {
            secenek: taban.clone(),
            is_sayisi: ISLER.len(),
            adim_sayisi: ADIM.len(),
            // the lesson's fault points; a schedule written down names its own in the header
            asili: if taban.ariza.is_some() { Vec::new() } else { noktalar(&ASILI) },
            kalici: if taban.ariza.is_some() { Vec::new() } else { noktalar(&KALICI) },
            sutunlar,
            tarama_taramasi,
        })
    }
}

impl Cikti for Olc {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        let zamanlama = match &self.secenek.ariza {
            Some(z) => format!("ariza {z}"),
            None => format!(
                "{} adim asili kaliyor ({}), {} adim kalici hatali ({})",
                self.asili.len(),
                self.asili.join(", "),
                self.kalici.len(),
                self.kalici.join(", ")
            ),
        };
        r.satir(format!("{} is, {} adim; {zamanlama}", self.is_sayisi, self.adim_sayisi)).bos();
        let kosular: Vec<(&str, Olcum)> =
            self.sutunlar.iter().map(|k| (k.ad.as_str(), k.olcum.clone())).collect();
        r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 14, Denetci::OLCULER)).bos();

        r.tablo(Tablo::kolonlarla(&TARAMA_TABLOSU, &self.tarama_taramasi));
        r
    }
}

/// The heading of a traced run: the options its story depends on (and a schedule written
/// down).
pub fn baslik(x: &Secenek) -> String {
    let ariza = x.ariza.as_ref().map(|z| format!("; arıza {z}")).unwrap_or_default();
    format!(
        "tarama {}, kira {}, deneme sınırı {}, en fazla {} tur{ariza}",
        x.tarama, x.kira, x.deneme_siniri, x.tur
    )
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

/// hesap's table: a row per KK3 value.
const KK3_TABLOSU: [Kolon<Kk3Satiri>; 6] = [
    Kolon::sag("KK3", 6, |s: &Kk3Satiri| etiket(s.kk3.0, 3))
        .tanimli("Bir adımın asılı kalma oranı (KK3, K01'e eklenmez); her değer bir satır."),
    Kolon::sag("asili adim/gun", 16, |s: &Kk3Satiri| to_fixed(s.asili_adim.0, 0))
        .tanimli("Günde asılı kalan adım: günlük adım × KK3."),
    Kolon::sag("yeniden surme/gun", 19, |s: &Kk3Satiri| to_fixed(s.yeniden_surme.0, 0))
        .tanimli("Günde yeniden sürme: asılı adımlar, artı kalıcı hatalı işler × deneme eşiği."),
    Kolon::sag("bosa yurutulen/gun", 20, |s: &Kk3Satiri| to_fixed(s.bosa_yurutulen.0, 0)).tanimli(
        "Günde boşa yürütülen adım: asılı adımların yeniden sürülmesi (aracı işi zaten yapmıştı).",
    ),
    Kolon::sag("denetcisiz yarim is", 21, |s: &Kk3Satiri| to_fixed(s.denetcisiz_yarim_is.0, 0))
        .tanimli(
            "Denetçi olmasa günde yarım kalacak iş: asılı adımlar artı kalıcı hatalı işler (KK2).",
        ),
    Kolon::sag("is orani", 10, |s: &Kk3Satiri| format!("%{}", to_fixed(s.is_orani_yuzde.0, 2)))
        .tanimli("Denetçisiz yarım kalan işin günlük iş akışına oranı, yüzde olarak."),
];

/// What `hesap` shows: the model's wasted share and retry threshold on K01's daily volume.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hesap {
    /// The base scenario the flags describe.
    pub secenek: Secenek,
    /// The K01 values used: `faturaSatiri`, `kk2`, `kk3`.
    pub varsayimlar: Degerler,
    /// Steps a day: workflows times steps.
    pub adim_gun: Sayi,
    /// The supervised run on the base scenario.
    pub denetcili: Olcum,
    /// Share of re-drives that were wasted, in that run.
    pub bosa_oran: Sayi,
    /// One row per KK3 value.
    pub satirlar: Vec<Kk3Satiri>,
    /// The two ends of olc's scan sweep.
    pub tarama: Vec<Kosum<Denetci>>,
}

/// `hesap`'s wasted share divides by the supervised run's re-drives: a run with none (too short,
/// a lease or scan longer than it, a schedule with nothing to re-drive) has no share. The
/// model's own errors are `hesapla`'s to name.
fn yeniden_surme_kurali(taban: &Secenek, _: &Degerler) -> Result<(), String> {
    match kosum(&ile(taban, true)) {
        Ok(d) if d.yeniden_surulen == 0 && taban.ariza.is_some() => Err(
            "arıza sırasında yeniden sürme gerektiren asılı ya da kalıcı yürütme yok: boşa giden \
             yeniden sürme oranı tanımsız"
                .into(),
        ),
        // the flags the reader gave are named before this, as typed: the reason says it in words
        Ok(d) if d.yeniden_surulen == 0 => Err("denetçili koşumda bu tur sayısı, kira ve tarama \
             aralığıyla hiç yeniden sürme olmadı: boşa giden yeniden sürme oranı tanımsız; --tur'u \
             artırın ya da --kira veya --tarama'yı kısaltın"
            .into()),
        _ => Ok(()),
    }
}

/// A row counts every hung step as a half-done job of its own, a linear approximation that
/// holds at small rates; where it would count more half-done jobs than jobs, `hesap` refuses.
fn yaklasim_kurali(_: &Secenek, v: &Degerler) -> Result<(), String> {
    let f = v.sayi(&FATURA_SATIRI);
    let liste = v.liste(&KK3);
    for &kk3 in liste {
        let yarim = f * ADIM.len() as f64 * kk3 + f * v.sayi(&KK2);
        if yarim > f {
            // the value at fault is named when the list holds more than it
            let hangisi =
                if liste.len() > 1 { format!("KK3 {}: ", sayi(kk3)) } else { String::new() };
            // as many decimals as it takes to tell the two apart (`4000.2`, not `4000`)
            let ondalik = (0..4).find(|&n| to_fixed(yarim, n) != to_fixed(f, n)).unwrap_or(4);
            return Err(format!(
                "{hangisi}günde {} yarım iş çıkar, iş akışı ise {}: her asılı adımı ayrı bir \
                 yarım iş sayan yaklaşım yalnız 4 × KK3 + KK2 ≤ 1 iken geçerli",
                to_fixed(yarim, ondalik),
                sayi(f)
            ));
        }
    }
    Ok(())
}

impl HesapSonucu<Denetci> for Hesap {
    const VARSAYIMLAR: &'static [&'static dyn ders::Tanim] = &[&FATURA_SATIRI, &KK2, &KK3];
    const KURALLAR: &'static [HesapKurali<Secenek>] = &[
        HesapKurali {
            bayraklar: &["tur", "kira", "tarama", ders::secenek::ARIZA_ADI],
            kural: "hesap denetçili koşumda en az bir yeniden sürme ister: boşa giden yeniden \
                    sürme oranının paydası yeniden sürme sayısıdır",
            denetle: yeniden_surme_kurali,
        },
        HesapKurali {
            bayraklar: &["kk3", "kk2"],
            kural: "hesap her KK3 için 4 × KK3 + KK2 ≤ 1 ister: her asılı adımı ayrı bir yarım \
                    iş sayan yaklaşım ancak orada geçerli",
            denetle: yaklasim_kurali,
        },
    ];

    /// Runs the model on `taban` and applies its wasted share and threshold to `v`, the rules
    /// ([`HesapSonucu::KURALLAR`]: a re-drive to divide by, the linear approximation's range)
    /// held; the reference prints `NaN` or impossible figures instead.
    fn hesapla(taban: &Secenek, v: &Degerler) -> Result<Self, ProgramHatasi<Hata>> {
        let f = v.sayi(&FATURA_SATIRI);
        let kk2 = v.sayi(&KK2);
        let adim_gun = f * ADIM.len() as f64;
        let deneme = f64::from(taban.deneme_siniri);
        let denetcili = kosum(&ile(taban, true))?;
        let bosa_oran = f64::from(denetcili.bosa_yurutulen) / f64::from(denetcili.yeniden_surulen);
        let mut satirlar = Vec::new();
        for &kk3 in v.liste(&KK3) {
            let asili = adim_gun * kk3;
            let kalici = f * kk2;
            let yarim = asili + kalici;
            satirlar.push(Kk3Satiri {
                kk3: Sayi(kk3),
                asili_adim: Sayi(asili),
                yeniden_surme: Sayi(asili + kalici * deneme),
                bosa_yurutulen: Sayi(asili),
                denetcisiz_yarim_is: Sayi(yarim),
                is_orani_yuzde: Sayi(100.0 * yarim / f),
            });
        }
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
            Sayi(self.varsayimlar.sayi(&FATURA_SATIRI)),
            self.adim_gun,
            to_fixed(self.bosa_oran.0, 3)
        ))
        .bos();
        r.tablo(Tablo::kolonlarla(&KK3_TABLOSU, &self.satirlar)).bos();
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
