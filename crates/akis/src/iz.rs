//! Job-by-job trace of a run: the events the model emits ([`Olay`]) as it decides, every
//! message among them, and their plain-text account ([`anlat`]).

use crate::{ADIM, Kip};
use serde::{Serialize, Serializer};

/// What a message says, as the sequence diagram labels it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Konu {
    /// Choreography: the event that starts a job.
    IsBasladi,
    /// Choreography: the event a committed step publishes.
    AdimBitti(&'static str),
    /// Choreography: the event a failing step publishes.
    AdimHatasi(&'static str),
    /// Orchestration: the coordinator's command to run a step.
    Komut(&'static str),
    /// Orchestration: a service's reply that its step committed.
    Tamam,
    /// Orchestration: a service's reply that its step failed.
    Hata,
    /// A compensation: the cancel event (choreography) or the coordinator's command.
    Iptal(&'static str),
    /// Orchestration: a service's reply that its compensation is done.
    IptalTamam,
}

impl Konu {
    /// The label the sequence diagram prints.
    pub fn etiket(self) -> String {
        match self {
            Konu::IsBasladi => "is basladi".into(),
            Konu::AdimBitti(adim) => format!("{adim} bitti"),
            Konu::AdimHatasi(adim) => format!("{adim} hatasi"),
            Konu::Komut(adim) => adim.into(),
            Konu::Tamam | Konu::IptalTamam => "tamam".into(),
            Konu::Hata => "HATA".into(),
            Konu::Iptal(adim) => format!("{adim}-iptal"),
        }
    }

    /// Whether the message belongs to a compensation.
    pub fn telafi(self) -> bool {
        matches!(self, Konu::Iptal(_) | Konu::IptalTamam)
    }
}

impl Serialize for Konu {
    /// As its label.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.etiket())
    }
}

/// One event of the model, in order: per job its messages and steps, its failure, its
/// compensations, its end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
pub enum Olay {
    /// A message from lifeline `kimden` to lifeline `kime` (0: the initiator or the coordinator;
    /// step `i`'s service is `i + 1`; none: nobody listens).
    Ileti {
        /// The job.
        is: &'static str,
        /// The sender's lifeline.
        kimden: usize,
        /// The receiver's lifeline, if anyone receives it.
        kime: Option<usize>,
        /// What it says.
        konu: Konu,
    },
    /// The step committed in its own service's boundary.
    Kesinlesti {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
    },
    /// The step failed: the job stops here.
    HataVerdi {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
    },
    /// A committed step's compensation: done, or missed because its service did not subscribe.
    Telafi {
        /// The job.
        is: &'static str,
        /// The step being undone.
        adim: &'static str,
        /// Whether anyone acted on the cancel (always in orchestration).
        abone: bool,
        /// Whether the compensation message was lost: no compensation (in orchestration the
        /// coordinator, missing the reply, knows).
        #[serde(skip_serializing_if = "yok")]
        kayip: bool,
        /// Whether it arrived twice: the step was compensated twice.
        #[serde(skip_serializing_if = "yok")]
        cift: bool,
    },
    /// All four steps committed.
    Tamamlandi {
        /// The job.
        is: &'static str,
    },
    /// The failed job's end: where it stopped, how many steps had committed, the writes left.
    Durdu {
        /// The job.
        is: &'static str,
        /// The failing step.
        adim: &'static str,
        /// Steps committed before it.
        kesinlesen: usize,
        /// Committed writes nobody compensated.
        acik: u32,
    },
}

impl Olay {
    /// A failed job's line in `olc`'s failure trace: `S3: fatura adiminda durdu, ...`.
    pub fn hata_izi(&self) -> Option<String> {
        match self {
            Olay::Durdu { is, adim, kesinlesen, acik } => Some(format!(
                "{is}: {adim} adiminda durdu, kesinlesmis adim {kesinlesen}, acik kalan {acik}"
            )),
            _ => None,
        }
    }
}

/// serde: leaves out a fault flag that is not set.
fn yok(b: &bool) -> bool {
    !*b
}

fn servis(adim: &str) -> &'static str {
    ADIM.iter().find(|a| a.ad == adim).map_or("?", |a| a.servis.ad())
}

/// The plain-text account of a trace in mode `kip`: one line per job, its messages counted.
pub fn anlat(kip: Kip, olaylar: &[Olay]) -> Vec<String> {
    let mut satirlar = Vec::new();
    let (mut parcalar, mut ileti): (Vec<String>, u32) = (Vec::new(), 0);
    for olay in olaylar {
        match olay {
            Olay::Ileti { .. } => ileti += 1,
            Olay::Kesinlesti { adim, .. } => {
                parcalar.push(format!("{adim} ({}) kesinlesti", servis(adim)))
            }
            Olay::HataVerdi { adim, .. } => {
                parcalar.push(format!("{adim} ({}) HATA verdi", servis(adim)))
            }
            Olay::Telafi { adim, abone: true, kayip: true, .. } => {
                let kim = if kip == Kip::Orkestrasyon {
                    "telafi komutu KAYBOLDU, yurutucu yanit alamadi"
                } else {
                    "iptal olayi KAYBOLDU"
                };
                parcalar.push(format!("{adim} TELAFI EDILMEDI ({kim}, yazma kaldi)"));
            }
            Olay::Telafi { adim, abone: true, cift, .. } => {
                let kim = if kip == Kip::Orkestrasyon { "yurutucu cagirdi" } else { "iptal olayi" };
                let kez = if *cift { ", ileti iki kez ulasti: IKI KEZ telafi" } else { "" };
                parcalar.push(format!("{adim} telafi edildi ({kim}{kez})"));
            }
            Olay::Telafi { adim, abone: false, .. } if kip == Kip::Orkestrasyon => {
                parcalar.push(format!("{adim} TELAFI EDILMEDI (yurutucu cagirmadi, yazma kaldi)"))
            }
            Olay::Telafi { adim, abone: false, .. } => parcalar.push(format!(
                "{adim} TELAFI EDILMEDI ({} iptal olayina abone degil, yazma kaldi)",
                servis(adim)
            )),
            Olay::Tamamlandi { is } => {
                satirlar
                    .push(format!("{is}: {} | tamamlandi, {ileti} ileti", parcalar.join(" -> ")));
                (parcalar, ileti) = (Vec::new(), 0);
            }
            Olay::Durdu { is, acik, .. } => {
                satirlar.push(format!(
                    "{is}: {} | durdu, acik kalan {acik}, {ileti} ileti",
                    parcalar.join(" -> ")
                ));
                (parcalar, ileti) = (Vec::new(), 0);
            }
        }
    }
    satirlar
}
