//! What a run takes ([`Secenek`]) and each numeric option declared once ([`TARAMA`], [`KIRA`],
//! ...): its flag, range, default and help, read by the model's own check, the command line and
//! the docs. Field names serialize as the reference model's (`denemeSiniri`, `ortKurtarma`, ...).

use cekirdek::{Aralik, SecenekHatasi, Tam};
use serde::{Deserialize, Serialize};

/// Why a run cannot be made: an option outside its range, or a schedule that does not read.
pub type Hata = SecenekHatasi;

// The upper bounds keep any accepted run well under a second, even in a debug build.

/// `tarama`: the supervisor's scan interval.
pub const TARAMA: Tam = Tam {
    ad: "tarama",
    deger_adi: "TUR",
    anlam: "Denetçi kaydı kaç turda bir tarar",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 2,
};
/// `kira`: rounds a started step may go without a record.
pub const KIRA: Tam = Tam {
    ad: "kira",
    deger_adi: "TUR",
    anlam: "Kira: başlayan adıma sonucu için tanınan tur",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 2,
};
/// `denemeSiniri`: re-drives before the job is compensated.
pub const DENEME_SINIRI: Tam = Tam {
    ad: "denemeSiniri",
    deger_adi: "N",
    anlam: "Deneme eşiği: bir adım kaç kez yeniden sürülünce iş telafi edilir; adım o kadar kez yürütülmüş, kaydı bir kez bile düşmemiştir",
    aralik: Aralik::kapali(1, 1_000),
    varsayilan: 3,
};
/// `tur`: rounds to run at most.
pub const TUR: Tam = Tam {
    ad: "tur",
    deger_adi: "TUR",
    anlam: "En fazla kaç tur koşulur; bütün işler durunca erken biter",
    aralik: Aralik::kapali(0, 100_000),
    varsayilan: 80,
};

/// The options of one run. `Default` is the lesson's scenario; in JSON a left-out field takes
/// its default and an unknown one is an error.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct Secenek {
    /// Whether a supervisor scans the record at all.
    pub denetci: bool,
    /// The supervisor scans every `tarama` rounds.
    pub tarama: u32,
    /// Lease: rounds a started step may go without a record before the supervisor re-drives it.
    pub kira: u32,
    /// Re-drives of one step after which the scheduler compensates the job instead.
    pub deneme_siniri: u32,
    /// Rounds to simulate at most (the run stops early once every job has settled).
    pub tur: u32,
    /// A fault schedule written down in the notation of [`crate::ariza`], in place of the
    /// lesson's; the run reads it. Not an option of the reference model: left out of the JSON
    /// when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ariza: Option<String>,
}

impl Default for Secenek {
    /// The lesson's scenario: the supervisor on, every option at its declared default.
    fn default() -> Self {
        Secenek {
            denetci: true,
            tarama: TARAMA.varsayilan,
            kira: KIRA.varsayilan,
            deneme_siniri: DENEME_SINIRI.varsayilan,
            tur: TUR.varsayilan,
            ariza: None,
        }
    }
}

impl Secenek {
    /// Checks every numeric option against its range.
    pub fn dogrula(&self) -> Result<(), Hata> {
        let (t, k, d) = (self.tarama, self.kira, self.deneme_siniri);
        for (tanim, x) in [(&TARAMA, t), (&KIRA, k), (&DENEME_SINIRI, d), (&TUR, self.tur)] {
            tanim.denetle(x)?;
        }
        Ok(())
    }
}
