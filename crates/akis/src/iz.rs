//! Job-by-job trace of a run: what [`izle`](crate::izle) reports, and its plain-text account.

use crate::{ADIM, Kip};
use serde::Serialize;

/// One event of the model, in order: per job its steps, its failure, its compensations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
pub enum Olay {
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
    },
    /// All four steps committed.
    Tamamlandi {
        /// The job.
        is: &'static str,
        /// Messages the job took.
        ileti: u32,
    },
    /// The failed job's end: where it stopped, writes left open.
    Durdu {
        /// The job.
        is: &'static str,
        /// The failing step.
        adim: &'static str,
        /// Committed writes nobody compensated.
        acik: u32,
        /// Messages the job took.
        ileti: u32,
    },
}

fn servis(adim: &str) -> &'static str {
    ADIM.iter().find(|a| a.ad == adim).map_or("?", |a| a.servis.ad())
}

/// The plain-text account of a trace in mode `kip`: one line per job.
pub fn anlat(kip: Kip, olaylar: &[Olay]) -> Vec<String> {
    let mut satirlar = Vec::new();
    let mut parcalar: Vec<String> = Vec::new();
    for olay in olaylar {
        match olay {
            Olay::Kesinlesti { adim, .. } => {
                parcalar.push(format!("{adim} ({}) kesinlesti", servis(adim)))
            }
            Olay::HataVerdi { adim, .. } => {
                parcalar.push(format!("{adim} ({}) HATA verdi", servis(adim)))
            }
            Olay::Telafi { adim, abone: true, .. } => {
                let kim = if kip == Kip::Orkestrasyon { "yurutucu cagirdi" } else { "iptal olayi" };
                parcalar.push(format!("{adim} telafi edildi ({kim})"));
            }
            Olay::Telafi { adim, abone: false, .. } => parcalar.push(format!(
                "{adim} TELAFI EDILMEDI ({} iptal olayina abone degil, yazma kaldi)",
                servis(adim)
            )),
            Olay::Tamamlandi { is, ileti } => {
                satirlar
                    .push(format!("{is}: {} | tamamlandi, {ileti} ileti", parcalar.join(" -> ")));
                parcalar.clear();
            }
            Olay::Durdu { is, acik, ileti, .. } => {
                satirlar.push(format!(
                    "{is}: {} | durdu, acik kalan {acik}, {ileti} ileti",
                    parcalar.join(" -> ")
                ));
                parcalar.clear();
            }
        }
    }
    satirlar
}
