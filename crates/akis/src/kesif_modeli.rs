#![cfg(feature = "kesif")]
//! The lesson's search side (`kesif` feature): Koreografi ve Orkestrasyon under every schedule of
//! faults, for one job: any step may fail; any service may be missing its cancel subscription
//! (choreography); any compensation message (the cancel event, or the coordinator's command)
//! may be lost or delivered twice, within a budget of `butce` message faults. The claims are
//! the lesson's ([`crate::ozellik`]); here are the configurations a report checks, the faults a
//! state allows, the witnesses of the lesson's own jobs, the teaching mutants and how a path is
//! written down.

use crate::kosum::{Gozlem, defterle};
use crate::olay::Olay;
use crate::ozellik::{CIFT_ILETI, Gorunum, kalan, telafi_sirasi};
use crate::{ADIM, Akis, Ariza, Defter, HATA, ISLER, Kip, Secenek, Servis, Zamanlama};
use arama::model::AramaDurumu;
use arama::{
    Denetim, Model, Ozellik, SayfaSiniri, SinirTanimi, Sinirlar, Tasarim, Tur, Yapilandirma, Yazim,
    kusur_adi,
};
use cekirdek::{Iz, Kume, Toplar};
use serde_json::{Value, json};

/// A failed job's fate: where it failed, which committed steps were compensated, which writes
/// stayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kader {
    /// The step that failed, if one did.
    hata: Option<usize>,
    /// Compensated steps.
    telafi: Kume,
    /// Steps whose write stays.
    kalan: Kume,
}

/// The lesson's model for one job with faults chosen by an adversary.
#[derive(Clone)]
pub struct AkisModeli {
    /// The mode this configuration checks, as the lesson's options.
    secenek: Secenek,
    /// Most compensation messages lost or duplicated in all.
    butce: u32,
    /// The fates of the lesson's failing jobs (S3, S7) in the lesson's column of this mode (in
    /// choreography, the one with a missing subscription).
    dersin_kaderleri: [Kader; 2],
    /// The defect planted, for a mutant.
    kusur: Option<Kusur>,
}

/// The first job's fate, once it has ended.
fn kader(g: &Gorunum) -> Option<Kader> {
    let d = &g.defter;
    (g.model.is > 0).then(|| Kader { hata: d.hata, telafi: d.telafi, kalan: kalan(&g.model, 0) })
}

impl AkisModeli {
    /// A configuration: mode `kip`, at most `butce` lost or duplicated messages.
    pub fn yeni(kip: Kip, butce: u32) -> Self {
        let secenek = Secenek::yeni(kip);
        AkisModeli { secenek, butce, dersin_kaderleri: dersin_kaderleri(kip), kusur: None }
    }
}

/// The fates of S3 and S7 in the lesson's column of mode `kip` (choreography: with the
/// lesson's missing subscription), from the lesson's own run.
fn dersin_kaderleri(kip: Kip) -> [Kader; 2] {
    let eksik_abone = (kip == Kip::Koreografi).then_some(crate::secenek::DERSIN_EKSIK_ABONESI);
    let s = Secenek { kip, eksik_abone, ariza: None, dur: None };
    let mut olaylar = Vec::new();
    crate::izle(&s, &mut olaylar).expect("the lesson's run");
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

impl AkisModeli {
    /// The mode this configuration checks.
    fn kip(&self) -> Kip {
        self.secenek.kip
    }
}

impl Model for AkisModeli {
    type Ders = Akis;
    type Saklanan = crate::Durum;
    const TANIKLAR: &'static [Ozellik<Self, AramaDurumu<Self>>] = &[
        Ozellik {
            ad: "dersin_s3_kaderi",
            anlam: "dersin S3'ü: fatura adımında hata ve dersin sütunundaki telafileri",
            tur: Tur::Bazen,
            iddia_edilir: |_| true,
            kosul: |m, d| kader(&d.hal) == Some(m.dersin_kaderleri[0]),
        },
        Ozellik {
            ad: "dersin_s7_kaderi",
            anlam: "dersin S7'si: indirim adımında hata ve dersin sütunundaki telafisi",
            tur: Tur::Bazen,
            iddia_edilir: |_| true,
            kosul: |m, d| kader(&d.hal) == Some(m.dersin_kaderleri[1]),
        },
    ];

    fn eylemler(&self, d: &AramaDurumu<Self>, eylemler: &mut Vec<Ariza>) {
        let m = &d.hal.model;
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
                if self.kip() == Kip::Koreografi {
                    eylemler.push(ariza(None, Kume::BOS));
                }
                eylemler.push(ariza(None, v));
                if d.harcanan < self.butce {
                    eylemler.push(Ariza { kayip: v, ..ariza(None, v) });
                    eylemler.push(Ariza { cift: v, ..ariza(None, v) });
                }
            }
        }
    }

    /// One fault per step that fails, and per compensation message lost, doubled or unheard.
    fn arizalar(&self, d: &AramaDurumu<Self>, a: &Ariza) -> u32 {
        match siradaki(&d.hal.model) {
            Sira::Adim(i) => u32::from(a.hata == Some(i)),
            Sira::Telafi(j) => {
                let v = ADIM[j].servis as usize;
                u32::from(!a.abone.icerir(v)) + a.kayip.sayi() + a.cift.sayi()
            }
            Sira::Yok => 0,
        }
    }

    /// Lost and doubled messages spend from the budget.
    fn harcar(&self, a: &Ariza) -> u32 {
        a.kayip.sayi() + a.cift.sayi()
    }

    /// One step of the lesson's model with faults `a`, this model's defect planted around it;
    /// the bookkeeping expects what the configured mode and faults should do.
    fn adim(&self, d: &mut crate::Durum, defter: &mut Defter, a: &Ariza, iz: &mut impl Iz<Olay>) {
        let s = &self.secenek;
        defterle(self.kip(), d, defter, a, iz, |d, iz| match self.kusur {
            Some(Kusur::AbonelikYok) => {
                // every service compensates, subscribed or not
                let hepsi = Kume::ilk(Servis::HEPSI.len());
                d.adim(s, &Ariza { abone: hepsi, ..*a }, iz)
            }
            Some(Kusur::IlkTelafiAtlanir)
                if d.hata.is_some() && telafi_sirasi(d.sira) == Some(0) =>
            {
                // the coordinator never sends the first step's compensation and does not notice:
                // that compensation goes as in choreography with nobody subscribed, which sends
                // nothing and leaves the write
                let koreografi = Secenek::yeni(Kip::Koreografi);
                d.adim(&koreografi, &Ariza { abone: Kume::BOS, ..*a }, iz)
            }
            _ => d.adim(s, a, iz),
        });
    }

    fn secenek(&self) -> &Secenek {
        &self.secenek
    }

    fn kusur(&self) -> Option<String> {
        self.kusur.as_ref().map(kusur_adi)
    }

    fn sinirlar(&self) -> Value {
        json!({ "is": 1, "butce": self.butce })
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
            None if a.abone.bos_mu() && self.kip() == Kip::Koreografi => "abone yok".into(),
            None => "arıza yok".into(),
        }
    }

    /// A message delivered twice can only show under a budget of message faults.
    fn karar_verilir(&self, ozellik: &str) -> bool {
        ozellik != CIFT_ILETI.ad || self.butce > 0
    }
}

impl Yazim for AkisModeli {
    type Yazili = Zamanlama;
    const TUM_KOSUM: bool = false;

    /// The first job's failing step and what became of each compensation message:
    /// `S1:fatura=hata,S1:tarife=kayip`.
    fn yazili(&self, eylemler: &[Ariza]) -> Zamanlama {
        let (mut d, mut parcalar) = (self.ilk().remove(0), Vec::new());
        let mut yaz =
            |adim: usize, ne: &str| parcalar.push(format!("{}:{}={ne}", ISLER[0], ADIM[adim].ad));
        for a in eylemler {
            match siradaki(&d.hal.model) {
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
        Zamanlama::oku(&arama::yazim::yazi(&parcalar)).expect("a path's steps")
    }

    fn secilen(&self, d: &AramaDurumu<Self>, y: &Zamanlama) -> Ariza {
        let hepsi = Kume::ilk(Servis::HEPSI.len());
        let is = y.ariza(0, hepsi);
        match siradaki(&d.hal.model) {
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
fn siradaki(m: &crate::Durum) -> Sira {
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

impl Kusur {
    /// Every defect the mutants plant.
    pub const HEPSI: [Kusur; 2] = [Kusur::IlkTelafiAtlanir, Kusur::AbonelikYok];
}

/// Most compensation messages lost or duplicated in all.
pub const BUTCE: SinirTanimi = SinirTanimi {
    anahtar: "butce",
    anlam: "kayıp ya da çift telafi iletisi bütçesi",
    tam: Some(2),
    kucuk: Some(2),
    tasarim: None,
    en_az: 0,
    en_cok: 1_000_000,
    sayfa: Some(SayfaSiniri {
        alt: 0,
        ust: 6,
        neden: "tek işin telafileri bundan fazla ileti arızası almaz (durumlar 2 bütçeden sonra \
                değişmez)",
        kesfedilen: &[],
    }),
};

impl Denetim for Akis {
    type Model = AkisModeli;
    const SINIRLAR: &'static [SinirTanimi] = &[BUTCE];
    /// The missing subscription and the written schedule shape the faults; the check takes no
    /// option of the lesson (the modes are its columns, the message-fault budget its bound).
    const YOK_SAYILAN: &'static [&'static str] = &["eksik-abone", ders::secenek::ARIZA_ADI];
    /// One job in each mode, at most `butce` message faults; then each mutant, in the mode
    /// where it can be caught.
    fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<AkisModeli>> {
        let ab = s.sayi(&BUTCE);
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

    /// Choreography (whose missing subscription is a fault here: a cancel event unheard) and
    /// orchestration, on the same budget.
    fn tasarimlar(s: &Sinirlar, _: &[(&str, u32)]) -> Vec<Tasarim<AkisModeli>> {
        let ab = s.sayi(&BUTCE);
        let tasarim = |ad: &'static str, kip| Tasarim {
            ad,
            kontrol: format!("{ad}, 1 iş, bütçe {ab}"),
            model: AkisModeli::yeni(kip, ab),
        };
        vec![tasarim("koreografi", Kip::Koreografi), tasarim("orkestrasyon", Kip::Orkestrasyon)]
    }
}
