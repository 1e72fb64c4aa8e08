#![cfg(feature = "ders")]
//! What the `olc` and `hesap` programs compute ([`Olc`], [`Hesap`]) and print.

use crate::{BAS, Hata, Lider, Olcum, Secenek, TETIK, kosum};
use cikti::bicim::{Sayi, to_fixed};
use cikti::rapor::{Cikti, Kolon, Olcu, Rapor, Sutun, Tablo, karsilastirma};
use ders::k01::{self, bayrak};
use ders::secenek::Ondalik;

/// The daily volume `hesap` applies.
pub const FATURA_SATIRI: Ondalik = bayrak(&k01::FATURA_SATIRI);
/// KK4's rows.
pub const KK4: Ondalik = bayrak(&k01::KK4);
use ders::{
    Degerler, HesapKurali, HesapSonucu, Kosum, OlcSonucu, OlcSutunu, ProgramHatasi, Tablolar,
};
use serde::Serialize;

/// `olc`'s first table, and what `olc` and `hesap` compute, as the programs read them.
impl Tablolar for Lider {
    /// olc's columns: each turns fencing and the persistent trigger on or off in the base scenario.
    const SUTUNLAR: &'static [OlcSutunu<Lider>] = &[
        ("yalin", |t| ile(t, false, false)),
        ("citleme", |t| ile(t, true, false)),
        ("citleme+kalici tetik", |t| ile(t, true, true)),
    ];

    /// olc's rows.
    const BILANCO: &'static [(&'static str, &'static str)] = &[
        ("kacirilan", "{} parti kaçtı"),
        ("ciftBaslatma", "{} parti iki kez başlatıldı"),
        ("reddedilen", "{} iş çitlemeyle reddedildi"),
        ("gecikmeliTur", "partiler toplam {} tur gecikmeyle başladı"),
    ];
    const ANLAR: &'static [ders::an::An] = &crate::anlar::ANLAR;
    const OLCULER: &'static [Olcu<Olcum>] = &[
        Olcu::yeni(
            "baslatilan",
            "baslatilan parti",
            "Bir parti başlatan tetik sayısı; kalıcı tetikle geç başlayanlar dahil (kayıtta bekleyen birden çok istek tek partiyle kapanır).",
            |o| o.baslatilan,
        ),
        Olcu::yeni(
            "kacirilan",
            "kacirilan parti",
            "Hiçbir liderin iş yapamadığı bir turda gelip kaybolan tetik sayısı (kalıcı tetik kapalıyken; açıkken istek kayda düşer).",
            |o| o.kacirilan,
        ),
        Olcu::yeni(
            "gecikmeliTur",
            "gecikmeli baslama turu",
            "Kalıcı tetikle kayda düşen isteğin, bir lider onu üstlenene kadar beklediği tur sayısı (birden çok istek beklediyse son istekten sayılır).",
            |o| o.gecikmeli_tur,
        ),
        Olcu::yeni(
            "ciftBaslatma",
            "cift baslatilan parti",
            "Fazladan başlatma sayısı: bir tetiği birden çok lider kabul ettiğinde ilkinden sonrakiler.",
            |o| o.cift_baslatma,
        ),
        Olcu::yeni(
            "reddedilen",
            "citlemeyle reddedilen",
            "Çitleme açıkken kaydın reddettiği iş: belirteci geride kalmış bir düğümün çalıştığı her tur için bir, tetik olsun olmasın.",
            |o| o.reddedilen,
        ),
        Olcu::yeni(
            "ikiLiderliTur",
            "iki liderli tur",
            "Birden çok düğümün kendini lider sayıp iş yaptığı tur sayısı.",
            |o| o.iki_liderli_tur,
        ),
        Olcu::yeni(
            "lidersizTur",
            "lidersiz tur",
            "Hiçbir düğümün lider olarak iş yapamadığı tur sayısı.",
            |o| o.lidersiz_tur,
        ),
        Olcu::yeni(
            "devralmaTuru",
            "devralma turu",
            "Her devralmada kiranın son yenilendiği turdan devralmaya kadar geçen turların toplamı: devralmanın hangi turda olduğunu değil, ne kadar sürdüğünü söyler.",
            |o| o.devralma_turu,
        ),
    ];

    type Olc = Olc;
    type Hesap = Hesap;

    /// The columns of olc's lease sweep and of hesap's table, each with what it holds, for the
    /// lesson's page.
    fn tablo_tanimlari() -> Vec<(String, Vec<(String, String)>)> {
        let kira =
            "Kira süresi (tur): her satırda bu kirayla, uzun ve kısa duraklamalı iki yalın koşum.";
        let tarama = std::iter::once(("kira".to_string(), kira.to_string()))
            .chain(TARAMA_OLCULERI.iter().map(|(anahtar, kisa)| {
                let o = olcu(anahtar);
                (kisa.to_string(), format!("`{}` satırının kısaltması. {}", o.ad, o.tanim))
            }))
            .collect();
        vec![
            ("olc, kira taraması".into(), tarama),
            ("hesap, KK4 tablosu".into(), Kolon::tanimlar(&KK4_TABLOSU)),
        ]
    }
}

/// The long lease: the last row of the lease sweep, and hesap's closing line.
pub const UZUN_KIRA: u32 = 8;
/// The leases the sweep tries.
pub const KIRA_TARAMASI: [u32; 4] = [2, 3, 5, UZUN_KIRA];
/// The pauses the sweep tries, each with its name.
pub const DURAKLAMA_TARAMASI: [(&str, u32); 2] = [("uzun", 5), ("kisa", 2)];
/// The sweep's columns: measures of [`Tablolar::OLCULER`], by JSON key, each with the short
/// heading the sweep prints.
pub const TARAMA_OLCULERI: [(&str, &str); 5] = [
    ("devralmaTuru", "devr.turu"),
    ("lidersizTur", "lidersiz"),
    ("kacirilan", "kacirilan"),
    ("ikiLiderliTur", "iki lider"),
    ("ciftBaslatma", "cift"),
];

/// The measure of [`Tablolar::OLCULER`] whose JSON key is `anahtar`.
pub fn olcu(anahtar: &str) -> &'static Olcu<Olcum> {
    Lider::OLCULER
        .iter()
        .find(|o| o.anahtar == anahtar)
        .expect("TARAMA_OLCULERI names OLCULER's keys")
}

/// The base scenario with fencing and the persistent trigger as given.
fn ile(taban: &Secenek, citleme: bool, kalici_tetik: bool) -> Secenek {
    Secenek { citleme, kalici_tetik, ..taban.clone() }
}

/// What `olc` shows: the three columns on the base scenario, then the lease sweep.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olc {
    /// The base scenario the flags describe.
    pub secenek: Secenek,
    /// The rounds in which the batch must start.
    pub tetik: [u32; 4],
    /// yalin, citleme, citleme+kalici tetik.
    pub sutunlar: Vec<Kosum<Lider>>,
    /// Every lease for every pause, lease by lease.
    pub kira_taramasi: Vec<Kosum<Lider>>,
}

impl OlcSonucu<Lider> for Olc {
    /// Runs the three columns and the lease sweep on `taban`.
    fn hesapla(taban: &Secenek) -> Result<Self, Hata> {
        let sutunlar = Kosum::sutunlar(taban)?;
        let mut kira_taramasi = Vec::new();
        for kira in KIRA_TARAMASI {
            for (ad, duraklama) in DURAKLAMA_TARAMASI {
                // the sweep is of the lesson's schedule: a written-down one does not change it
                let taban = Secenek { ariza: None, ..ile(taban, false, taban.kalici_tetik) };
                let s = Secenek { kira, duraklama, ..taban };
                kira_taramasi.push(Kosum::yeni(format!("kira {kira}, {ad} duraklama"), s)?);
            }
        }
        Ok(Olc { secenek: taban.clone(), tetik: TETIK, sutunlar, kira_taramasi })
    }
}

/// The words of the scenario line, in the published table's spelling (without Turkish
/// letters, as the lesson prints it) or the story's (`--iz`).
struct SenaryoSozleri {
    ariza: &'static str,
    hic: &'static str,
    lider: &'static str,
    ulasilamaz: &'static str,
    dugum: &'static str,
    tetik: &'static str,
}

const TABLONUN: SenaryoSozleri = SenaryoSozleri {
    ariza: "ariza",
    hic: "lider dugum hic ulasilamaz kalmiyor",
    lider: "lider dugum",
    ulasilamaz: "turlarda ulasilamaz",
    dugum: "dugum",
    tetik: "Gun sonu partisi tetigi",
};

const HIKAYENIN: SenaryoSozleri = SenaryoSozleri {
    ariza: "arıza",
    hic: "lider düğüm hiç ulaşılamaz kalmıyor",
    lider: "lider düğüm",
    ulasilamaz: "turlarda ulaşılamaz",
    dugum: "düğüm",
    tetik: "Gün sonu partisi tetiği",
};

/// The scenario as the run uses it: its faults and triggers within its `tur` rounds only (a
/// run stopped early, `--tur 8`, names no fault or trigger after round 8).
fn senaryo_satiri(s: &Secenek, k: &SenaryoSozleri) -> String {
    let pencere = match (&s.ariza, s.duraklama) {
        (Some(z), _) => format!("{} {}", k.ariza, z.kirp(s.tur)),
        (None, d) if d == 0 || BAS > s.tur => k.hic.to_string(),
        (None, d) => format!("{} {BAS}-{}. {}", k.lider, (BAS + d - 1).min(s.tur), k.ulasilamaz),
    };
    let tetik: Vec<String> = TETIK.iter().filter(|&&t| t <= s.tur).map(u32::to_string).collect();
    let tetikler = match tetik.len() {
        0 => "yok".to_string(),
        1 => format!("{}. tur", tetik[0]),
        _ => format!("{}. turlar", tetik.join(", ")),
    };
    format!(
        "{} {}, {} tur, kira {}, yenileme {}; {pencere}. {}: {tetikler}",
        s.dugum, k.dugum, s.tur, s.kira, s.yenileme, k.tetik,
    )
}

/// The heading of a traced run (`--iz`): the scenario as used, with Turkish letters.
pub fn hikaye_basligi(s: &Secenek) -> String {
    senaryo_satiri(s, &HIKAYENIN)
}

/// The header line of the published table: the scenario as used.
pub fn senaryo(s: &Secenek) -> String {
    senaryo_satiri(s, &TABLONUN)
}

impl Cikti for Olc {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        r.satir(senaryo(&self.secenek)).bos();
        let kosular: Vec<(&str, Olcum)> =
            self.sutunlar.iter().map(|k| (k.ad.as_str(), k.olcum)).collect();
        r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 22, Lider::OLCULER)).bos();
        // a recorded trigger no leader started by the run's end is neither started nor missed
        let bekleyen: Vec<String> = (self.sutunlar.iter())
            .filter(|k| k.olcum.bekleyen_tetik > 0)
            .map(|k| format!("{} {}", k.ad, k.olcum.bekleyen_tetik))
            .collect();
        if !bekleyen.is_empty() {
            r.satir(format!(
                "Koşum bittiğinde kayıtta bekleyen, hiç başlatılmamış tetik: {}",
                bekleyen.join(", ")
            ))
            .bos();
        }
        if self.secenek.ariza.is_some() {
            r.satir(format!(
                "Kira taramasi dersin ariza sirasiyla (--ariza onu degistirmez): lider dugum \
                 {BAS}. turdan itibaren ulasilamaz"
            ))
            .bos();
        }

        let mut tablo = Tablo::yeni(vec![Sutun::sag("kira", 5)]);
        tablo.gruplar.push((String::new(), 1));
        for (ad, duraklama) in DURAKLAMA_TARAMASI {
            tablo
                .gruplar
                .push((format!("{ad} duraklama ({duraklama} tur)"), TARAMA_OLCULERI.len()));
            tablo.sutunlar.extend(TARAMA_OLCULERI.iter().map(|&(_, kisa)| Sutun::sag(kisa, 10)));
        }
        for satir in self.kira_taramasi.chunks(DURAKLAMA_TARAMASI.len()) {
            let mut hucreler = vec![satir[0].secenek.kira.to_string()];
            for k in satir {
                let deger = |&(anahtar, _): &(&str, &str)| (olcu(anahtar).deger)(&k.olcum);
                hucreler.extend(TARAMA_OLCULERI.iter().map(|o| deger(o).to_string()));
            }
            tablo.satir(hucreler);
        }
        r.tablo(tablo);
        r
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

/// hesap's table: a row per KK4 value.
const KK4_TABLOSU: [Kolon<Kk4Satiri>; 5] = [
    Kolon::sag("KK4", 5, |s: &Kk4Satiri| s.kk4.to_string())
        .tanimli("Yılda devralma sayısı (KK4, K01'e eklenmez); her değer bir satır."),
    Kolon::sag("kacirilan parti/yil", 21, |s: &Kk4Satiri| to_fixed(s.kacirilan_parti.0, 2))
        .tanimli("Yılda kaçan parti beklentisi: KK4 × lidersiz tur payı."),
    Kolon::sag("uretilmeyen satir", 19, |s: &Kk4Satiri| to_fixed(s.uretilmeyen_satir.0, 0))
        .tanimli("Yılda hiç üretilmeyen fatura satırı: kaçan parti × bir partinin satırı (K01)."),
    Kolon::sag("cift parti/yil", 16, |s: &Kk4Satiri| to_fixed(s.cift_parti.0, 2))
        .tanimli("Yılda iki kez başlayan parti beklentisi: KK4 × iki liderli tur payı."),
    Kolon::sag("cift satir", 12, |s: &Kk4Satiri| to_fixed(s.cift_satir.0, 0))
        .tanimli("Yılda iki kez üretilen fatura satırı: çift parti × bir partinin satırı."),
];

/// What `hesap` shows: the model's window shares applied to K01's batch and KK4's takeovers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hesap {
    /// The base scenario the flags describe.
    pub secenek: Secenek,
    /// The K01 values used: `faturaSatiri`, `kk4`.
    pub varsayimlar: Degerler,
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
    pub uzun_kira: Kosum<Lider>,
}

/// The rounds `hesap`'s shares divide by: the lesson's 24, the round of its last trigger.
const GUN: u32 = crate::TETIK[crate::TETIK.len() - 1];

/// `hesap --tur`: a share needs rounds to divide by, and the lesson's shares are over its 24
/// rounds, which its triggers span: any other count changes every yearly figure with nothing
/// changed. A bad schedule is named first, as olc names it (the model's error, from `hesapla`).
fn tur_kurali(taban: &Secenek, _: &Degerler) -> Result<(), String> {
    if taban.tur == 0 {
        return Err("oran için en az bir tur gerekir".into());
    }
    if kosum(&ile(taban, false, false)).is_err() || taban.tur == GUN {
        return Ok(());
    }
    let t: Vec<String> = crate::TETIK.iter().map(|t| format!("{t}.")).collect();
    let (son, once) = t.split_last().expect("the lesson has triggers");
    Err(format!(
        "hesap yalnız {GUN} turluk koşumu kabul eder: yıllık sayılar pencerelerin {GUN} tura \
         oranıdır, tetikler de {} ve {son} turlardadır (olc her tur sayısını koşar)",
        once.join(", ")
    ))
}

impl HesapSonucu<Lider> for Hesap {
    const VARSAYIMLAR: &'static [&'static dyn ders::Tanim] = &[&FATURA_SATIRI, &KK4];
    /// A share divides by the rounds run: with none there is no share (the model itself runs
    /// zero rounds happily; the reference prints `0/0 = NaN`). A share is the windows over the
    /// lesson's 24 rounds, which its triggers span: any other count changes every yearly figure
    /// with nothing changed (`--tur 48` halves them, `--tur 12` doubles them). So `--tur` is 24.
    const KURALLAR: &'static [HesapKurali<Secenek>] = &[HesapKurali {
        bayraklar: &["tur"],
        kural: const_format::concatcp!(
            "hesap yalnız ",
            GUN,
            " turu kabul eder: yıllık sayılar pencerelerin koşumun ",
            GUN,
            " turuna oranıdır (olc her tur sayısını koşar)"
        ),
        denetle: tur_kurali,
    }];

    /// Runs the model on `taban` and applies its window shares to `v`, the rules
    /// ([`HesapSonucu::KURALLAR`]) held.
    fn hesapla(taban: &Secenek, v: &Degerler) -> Result<Self, ProgramHatasi<Hata>> {
        debug_assert!(tur_kurali(taban, v).is_ok(), "hesap's rules are checked first");
        let yalin = kosum(&ile(taban, false, false))?;
        let lidersiz_pay = f64::from(yalin.lidersiz_tur) / f64::from(taban.tur);
        let iki_liderli_pay = f64::from(yalin.iki_liderli_tur) / f64::from(taban.tur);
        let parti = v.sayi(&FATURA_SATIRI);
        let satirlar = v
            .liste(&KK4)
            .iter()
            .map(|&kk4| {
                let (kacirilan, cift) = (kk4 * lidersiz_pay, kk4 * iki_liderli_pay);
                Kk4Satiri {
                    kk4: Sayi(kk4),
                    kacirilan_parti: Sayi(kacirilan),
                    uretilmeyen_satir: Sayi(kacirilan * parti),
                    cift_parti: Sayi(cift),
                    cift_satir: Sayi(cift * parti),
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
            uzun_kira: Kosum::yeni(format!("kira {UZUN_KIRA} (uzun)"), uzun)?,
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
            Sayi(self.varsayimlar.sayi(&FATURA_SATIRI))
        ));
        r.bos();
        r.tablo(Tablo::kolonlarla(&KK4_TABLOSU, &self.satirlar)).bos();
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
