//! Koreografi ve Orkestrasyon under every schedule of faults, for one job: any step may fail;
//! any service may be missing its cancel subscription (choreography); any compensation message
//! (the cancel event, or the coordinator's command) may be lost or delivered twice, within a
//! budget of `butce` message faults.
//!
//! What the claims compare with is worked out here from the faults chosen, not read from the
//! model: the writes that should stand (a committed step stays unless its compensation message
//! reaches a service that listens) and the messages each mode sends (choreography: the start,
//! one event per committed step, the failure, one cancel event per delivery; orchestration: a
//! command and a reply per step and per delivered compensation).

use crate::model::{DersModeli, Ozellik, Tur};
use crate::sinir::{Sinirlar, Yapilandirma};
use akis::olay::Olay;
use akis::{ADIM, AdimArizasi, Akis, Ariza, HATA, ISLER, Kip, Secenek, Servis, Zamanlama};
use cekirdek::{Iz, Kume, Sayan, Tam, Toplar};
use serde_json::{Value, json};

/// A failed job's fate: where it failed, which committed steps were compensated, which writes
/// stayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kader {
    /// The step that failed, if one did.
    pub(crate) hata: Option<usize>,
    /// Compensated steps.
    pub(crate) telafi: Kume,
    /// Steps whose write stays.
    pub(crate) kalan: Kume,
}

/// The lesson's model for one job with faults chosen by an adversary.
#[derive(Clone)]
pub struct AkisModeli {
    /// The mode this configuration checks.
    pub(crate) kip: Kip,
    /// Most compensation messages lost or duplicated in all.
    pub(crate) butce: u32,
    /// The fates of the lesson's failing jobs (S3, S7) in the lesson's column of this mode (in
    /// choreography, the one with a missing subscription).
    pub(crate) dersin_kaderleri: [Kader; 2],
    /// The defect planted, for a mutant.
    pub(crate) kusur: Option<Kusur>,
}

/// What the claims need besides the lesson's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Message faults spent.
    pub(crate) harcanan: u32,
    /// Messages delivered (counted from the events).
    pub(crate) ileti: u32,
    /// Messages the mode's formula gives for the faults chosen.
    pub(crate) beklenen_ileti: u32,
    /// The steps whose write should stand, for the faults chosen.
    pub(crate) beklenen_kalan: Kume,
    /// Writes left open that the coordinator knows of (a compensation command it saw lost).
    pub(crate) bilinen: u32,
    /// The step that failed (from the events).
    pub(crate) hata: Option<usize>,
    /// The steps compensated (from the events).
    pub(crate) telafi: Kume,
    /// The last step: a compensation message arrived twice and the step was compensated twice.
    pub(crate) cift_telafi: bool,
}

/// A state of the exploration.
pub type Durum = crate::model::Durum<AkisModeli>;

impl Durum {
    /// The first job's writes that stand.
    fn kalan(&self) -> Kume {
        (0..ADIM.len()).filter(|&j| self.model.kalici[j].icerir(0)).collect()
    }

    /// The writes the failed first job left open: committed steps before the failure that were
    /// not compensated.
    fn acik_yazma(&self) -> u32 {
        self.defter.hata.map_or(0, |h| self.kalan().kesisim(Kume::ilk(h)).sayi())
    }

    /// The first job's fate, once it has ended.
    fn kader(&self) -> Option<Kader> {
        let d = &self.defter;
        (self.model.is > 0).then(|| Kader { hata: d.hata, telafi: d.telafi, kalan: self.kalan() })
    }
}

/// Counts a step's events into the bookkeeping.
struct Gozlem<'a>(&'a mut Defter, Kip);

impl Toplar<Olay> for Gozlem<'_> {
    fn isle(&mut self, olay: &Olay) {
        match olay {
            Olay::Ileti { .. } => self.0.ileti += 1,
            Olay::HataVerdi { adim, .. } => self.0.hata = Some(*adim),
            Olay::Telafi { adim, abone, kayip, cift, .. } => {
                if *abone && !*kayip {
                    self.0.telafi = self.0.telafi.ile(*adim);
                }
                self.0.bilinen += u32::from(self.1 == Kip::Orkestrasyon && *kayip);
                self.0.cift_telafi = *cift;
            }
            _ => {}
        }
    }
}

/// The compensable step the job undoes next, going back from `sira`.
fn telafi_sirasi(sira: usize) -> Option<usize> {
    (0..sira).rev().find(|&j| ADIM[j].telafi.is_some())
}

impl AkisModeli {
    /// A configuration: mode `kip`, at most `butce` lost or duplicated messages.
    pub fn yeni(kip: Kip, butce: u32) -> Self {
        AkisModeli { kip, butce, dersin_kaderleri: dersin_kaderleri(kip), kusur: None }
    }

    /// One step of the lesson's model with faults `a`, this model's defect planted around it.
    fn adim(&self, d: &mut akis::Durum, a: Ariza, iz: &mut impl Iz<Olay>) {
        match self.kusur {
            Some(Kusur::AbonelikYok) => {
                // every service compensates, subscribed or not
                let hepsi = Kume::ilk(Servis::HEPSI.len());
                d.adim(&self.secenek(), &Ariza { abone: hepsi, ..a }, iz)
            }
            Some(Kusur::IlkTelafiAtlanir)
                if d.hata.is_some() && telafi_sirasi(d.sira) == Some(0) =>
            {
                // the coordinator never sends the first step's compensation and does not notice:
                // that compensation goes as in choreography with nobody subscribed, which sends
                // nothing and leaves the write
                let koreografi = Secenek::yeni(Kip::Koreografi);
                d.adim(&koreografi, &Ariza { abone: Kume::BOS, ..a }, iz)
            }
            _ => d.adim(&self.secenek(), &a, iz),
        }
    }
}

/// The fates of S3 and S7 in the lesson's column of mode `kip` (choreography: with the
/// lesson's missing subscription), from the lesson's own run.
fn dersin_kaderleri(kip: Kip) -> [Kader; 2] {
    let eksik_abone = (kip == Kip::Koreografi).then_some(Servis::Ucretlendirme);
    let s = Secenek { kip, eksik_abone, ariza: None };
    let mut olaylar = Vec::new();
    akis::izle(&s, &mut olaylar).expect("the lesson's run");
    // the failing jobs, in the order the run meets them
    let mut hatali = olaylar.iter().filter_map(|o| match *o {
        Olay::HataVerdi { is, .. } => Some(is),
        _ => None,
    });
    HATA.map(|_| {
        let is = hatali.next().expect("each job of HATA fails");
        let mut defter = Defter::default();
        let mut g = Gozlem(&mut defter, kip);
        for o in olaylar.iter().filter(|o| o.is() == is) {
            g.isle(o);
        }
        let kalan = (0..defter.hata.unwrap_or(ADIM.len())).filter(|&j| !defter.telafi.icerir(j));
        Kader { hata: defter.hata, telafi: defter.telafi, kalan: kalan.collect() }
    })
}

/// A step's faults: step `hata` fails (if any), the services of `abone` hear their cancel
/// event, every message arrives once.
fn ariza(hata: Option<usize>, abone: Kume) -> Ariza {
    Ariza { hata, abone, ..Ariza::default() }
}

impl DersModeli for AkisModeli {
    type Model = akis::Durum;
    type Defter = Defter;
    type Eylem = Ariza;
    type Kusur = Kusur;
    type Ders = Akis;
    const OZELLIKLER: &'static [Ozellik<Self>] = &[
        Ozellik {
            ad: "yalniz_telafi_edilmeyen_yazma_kalir",
            anlam: "kalan yazmalar tam olarak telafi iletisi dinleyen servise ulaşmayanlardır",
            tur: Tur::HerZaman,
            uygun: |_| true,
            kosul: |_, d| d.kalan() == d.defter.beklenen_kalan,
        },
        Ozellik {
            ad: "orkestrasyonda_acik_yazmayi_yurutucu_bilir",
            anlam: "orkestrasyonda iş bitince açık kalan her yazma kayıp bir komuttandır, yürütücü bilir",
            tur: Tur::HerZaman,
            uygun: |m| m.kip == Kip::Orkestrasyon,
            kosul: |_, d| d.model.is == 0 || d.acik_yazma() == d.defter.bilinen,
        },
        Ozellik {
            ad: "ileti_sayisi_formule_uyar",
            anlam: "iş başına ileti sayısı, her hata yerinde, kipin formülüne uyar",
            tur: Tur::HerZaman,
            uygun: |_| true,
            kosul: |_, d| d.defter.ileti == d.defter.beklenen_ileti,
        },
        Ozellik {
            ad: "koreografide_yazma_acik_kalir",
            anlam: "koreografide hatalı bir iş, kimse telafi etmediği bir yazmayı açık bırakır",
            tur: Tur::Bazen,
            uygun: |m| m.kip == Kip::Koreografi,
            kosul: |_, d| d.model.is > 0 && !d.kalan().bos_mu() && d.defter.hata.is_some(),
        },
        Ozellik {
            ad: "cift_ileti_iki_kez_telafi_eder",
            anlam: "iki kez ulaşan telafi iletisi adımı iki kez telafi ettirir (telafi tekrarlanabilir olmalı)",
            tur: Tur::Bazen,
            uygun: |m| m.butce > 0,
            kosul: |_, d| d.defter.cift_telafi,
        },
        Ozellik {
            ad: "dersin_s3_kaderi",
            anlam: "dersin S3'ü: fatura adımında hata ve dersin sütunundaki telafileri",
            tur: Tur::Bazen,
            uygun: |_| true,
            kosul: |m, d| d.kader() == Some(m.dersin_kaderleri[0]),
        },
        Ozellik {
            ad: "dersin_s7_kaderi",
            anlam: "dersin S7'si: indirim adımında hata ve dersin sütunundaki telafisi",
            tur: Tur::Bazen,
            uygun: |_| true,
            kosul: |m, d| d.kader() == Some(m.dersin_kaderleri[1]),
        },
    ];

    fn kusur(&self) -> Option<Kusur> {
        self.kusur
    }
    fn kusur_adi(k: Kusur) -> &'static str {
        kusur_adi(k)
    }
    fn ilk(&self) -> Vec<Durum> {
        vec![Durum { model: akis::Durum::default(), defter: Defter::default() }]
    }

    fn eylemler(&self, d: &Durum, eylemler: &mut Vec<Ariza>) {
        let m = &d.model;
        if m.is > 0 {
            return; // the job has ended
        }
        let hepsi = Kume::ilk(Servis::HEPSI.len());
        match m.hata {
            None if m.sira < ADIM.len() => {
                eylemler.push(ariza(None, hepsi));
                eylemler.push(ariza(Some(m.sira), hepsi));
            }
            None => eylemler.push(Ariza::default()),
            Some(_) => {
                let Some(j) = telafi_sirasi(m.sira) else {
                    eylemler.push(Ariza::default());
                    return;
                };
                let v = Kume::tek(ADIM[j].servis as usize);
                if self.kip == Kip::Koreografi {
                    eylemler.push(ariza(None, Kume::BOS));
                }
                eylemler.push(ariza(None, v));
                if d.defter.harcanan < self.butce {
                    eylemler.push(Ariza { kayip: v, ..ariza(None, v) });
                    eylemler.push(Ariza { cift: v, ..ariza(None, v) });
                }
            }
        }
    }

    fn sonraki(&self, d: &Durum, a: Ariza) -> Durum {
        let mut s = d.clone();
        let ork = self.kip == Kip::Orkestrasyon;
        let df = &mut s.defter;
        df.cift_telafi = false;
        df.harcanan += a.kayip.sayi() + a.cift.sayi();
        // what should happen, from the faults chosen
        match d.model.hata {
            None if d.model.sira < ADIM.len() => {
                let i = d.model.sira;
                df.beklenen_ileti += if ork { 2 } else { u32::from(i == 0) + 1 };
                if a.hata.is_none() {
                    df.beklenen_kalan = df.beklenen_kalan.ile(i);
                }
            }
            None => {}
            Some(_) => {
                if let Some(j) = telafi_sirasi(d.model.sira) {
                    let v = ADIM[j].servis as usize;
                    let dinler = ork || a.abone.icerir(v);
                    let ulasan = if !dinler || a.kayip.icerir(v) {
                        0
                    } else if a.cift.icerir(v) {
                        2
                    } else {
                        1
                    };
                    df.beklenen_ileti += ulasan * if ork { 2 } else { 1 };
                    if ulasan > 0 {
                        df.beklenen_kalan = df.beklenen_kalan.olmadan(j);
                    }
                }
            }
        }
        let mut g = Gozlem(&mut s.defter, self.kip);
        self.adim(&mut s.model, a, &mut Sayan(&mut g, &mut ()));
        s
    }

    fn eylem_adi(&self, a: &Ariza) -> String {
        let servis =
            |k: Kume| k.iter().map(|i| Servis::HEPSI[i].ad()).collect::<Vec<_>>().join(",");
        match a.hata {
            Some(i) => format!("{} hata verir", ADIM[i].ad),
            None if !a.kayip.bos_mu() => format!("telafi iletisi kaybolur ({})", servis(a.kayip)),
            None if !a.cift.bos_mu() => {
                format!("telafi iletisi iki kez ulaşır ({})", servis(a.cift))
            }
            None if a.abone.bos_mu() && self.kip == Kip::Koreografi => "abone yok".into(),
            None => "arıza yok".into(),
        }
    }

    fn secenek(&self) -> Secenek {
        Secenek::yeni(self.kip)
    }
    fn sinirlar(&self) -> Value {
        json!({ "is": 1, "butce": self.butce })
    }
    fn zamanlama(&self, eylemler: &[Ariza]) -> Vec<AdimArizasi> {
        eylemler.iter().copied().map(AdimArizasi).collect()
    }
    fn olaylar(&self, eylemler: &[Ariza]) -> Vec<Olay> {
        let (mut d, mut olaylar) = (akis::Durum::default(), Vec::new());
        for a in eylemler {
            self.adim(&mut d, *a, &mut olaylar);
        }
        olaylar
    }

    type Yazili = Zamanlama;
    const TUM_KOSUM: bool = false;
    /// The first job's failing step and what became of each compensation message:
    /// `S1:fatura=hata,S1:tarife=kayip`.
    fn yazili(&self, eylemler: &[Ariza]) -> Zamanlama {
        let (mut d, mut parcalar) = (self.ilk().remove(0), Vec::new());
        let mut yaz =
            |adim: usize, ne: &str| parcalar.push(format!("{}:{}={ne}", ISLER[0], ADIM[adim].ad));
        for a in eylemler {
            match siradaki(&d.model) {
                Sira::Adim(i) if a.hata == Some(i) => yaz(i, "hata"),
                Sira::Telafi(j) => {
                    let v = ADIM[j].servis as usize;
                    if !a.abone.icerir(v) {
                        yaz(j, "abonesiz");
                    }
                    if a.kayip.icerir(v) {
                        yaz(j, "kayip");
                    }
                    if a.cift.icerir(v) {
                        yaz(j, "cift");
                    }
                }
                _ => {}
            }
            d = self.sonraki(&d, *a);
        }
        let metin = if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") };
        Zamanlama::oku(&metin).expect("a path's steps")
    }
    fn oku(metin: &str) -> Result<Zamanlama, String> {
        Zamanlama::oku(metin)
    }
    fn secilen(&self, d: &Durum, y: &Zamanlama) -> Ariza {
        let hepsi = Kume::ilk(Servis::HEPSI.len());
        let is = y.ariza(0, hepsi);
        match siradaki(&d.model) {
            Sira::Adim(i) => ariza(is.hata.filter(|&h| h == i), hepsi),
            Sira::Telafi(j) => {
                let v = Kume::tek(ADIM[j].servis as usize);
                Ariza {
                    hata: None,
                    abone: is.abone.kesisim(v),
                    kayip: is.kayip.kesisim(v),
                    cift: is.cift.kesisim(v),
                }
            }
            Sira::Yok => Ariza::default(),
        }
    }
    fn yoldaki(&self, z: Vec<AdimArizasi>) -> Vec<Ariza> {
        z.into_iter().map(|a| a.0).collect()
    }
    fn bayraklar(&self, _: usize) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// What the first job does next.
enum Sira {
    /// Runs step `i`.
    Adim(usize),
    /// Compensates step `j`.
    Telafi(usize),
    /// Nothing that faults could change (the job ends, or has ended).
    Yok,
}

/// What the first job does in the step after `m`.
fn siradaki(m: &akis::Durum) -> Sira {
    match m.hata {
        _ if m.is > 0 => Sira::Yok,
        None if m.sira < ADIM.len() => Sira::Adim(m.sira),
        None => Sira::Yok,
        Some(_) => telafi_sirasi(m.sira).map_or(Sira::Yok, Sira::Telafi),
    }
}

/// A defect planted in the lesson's model (a mutant) to show that its claims can fail: each
/// must be caught with a counterexample. Each is planted around the lesson's step, not in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kusur {
    /// The coordinator skips the compensation of the first step, and does not notice.
    IlkTelafiAtlanir,
    /// Choreography forgets the subscription: every service compensates, subscribed or not.
    AbonelikYok,
}

/// A defect's name as the report prints it.
pub fn kusur_adi(k: Kusur) -> &'static str {
    match k {
        Kusur::IlkTelafiAtlanir => "ilk_telafi_atlanir",
        Kusur::AbonelikYok => "abonelik_yok",
    }
}

/// Every defect the mutants plant.
pub const KUSURLAR: [Kusur; 2] = [Kusur::IlkTelafiAtlanir, Kusur::AbonelikYok];

/// The lesson's options a check of every timing takes: none (the modes are its columns; the
/// message-fault budget is its bound).
pub const SECENEKLER: [&Tam; 0] = [];

/// The lesson's flags that shape the faults, which a check of every timing chooses itself: it
/// ignores them.
pub const YOK_SAYILAN: [&str; 2] = ["eksik-abone", "ariza"];

/// The lesson model's own configurations under bounds `s` (no mutants); it takes no options.
pub fn secenekli(s: &Sinirlar, _: &[(&str, u32)]) -> Vec<Yapilandirma<AkisModeli>> {
    let mut y = yapilandirmalar(s);
    y.retain(|(_, m)| m.kusur.is_none());
    y
}

/// The configurations a report checks under bounds `s`: one job in each mode, at most
/// `s.butce` message faults (2 by default); then each mutant, in the mode where it can be caught.
pub fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<AkisModeli>> {
    let ab = s.butce.unwrap_or(2);
    let kor = format!("koreografi, bütçe {ab}");
    let ork = format!("orkestrasyon, bütçe {ab}");
    let kusurlu = |kip, k| AkisModeli { kusur: Some(k), ..AkisModeli::yeni(kip, ab) };
    vec![
        (kor.clone(), AkisModeli::yeni(Kip::Koreografi, ab)),
        (ork.clone(), AkisModeli::yeni(Kip::Orkestrasyon, ab)),
        (ork, kusurlu(Kip::Orkestrasyon, Kusur::IlkTelafiAtlanir)),
        (kor, kusurlu(Kip::Koreografi, Kusur::AbonelikYok)),
    ]
}
