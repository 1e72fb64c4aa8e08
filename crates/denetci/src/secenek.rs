//! What a run takes ([`Secenek`]), what it returns ([`Olcum`]), and each numeric option declared
//! once ([`TARAMA`], [`KIRA`], ...): its flag, range, default and help, read by the model's own
//! check, the command line and the docs. Field names serialize as the reference model's
//! (`denemeSiniri`, `ortKurtarma`, ...).

use cekirdek::{Aralik, AralikHatasi, Tam};
use serde::{Deserialize, Serialize};

/// The error for an option outside the model's domain.
pub type Hata = AralikHatasi;

// The upper bounds keep any accepted run well under a second, even in a debug build.

/// `tarama`: the supervisor's scan interval.
pub const TARAMA: Tam = Tam {
    ad: "tarama",
    deger_adi: "TUR",
    anlam: "Denetci kaydi kac turda bir tarar",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 2,
};
/// `kira`: rounds a started step may go without a record.
pub const KIRA: Tam = Tam {
    ad: "kira",
    deger_adi: "TUR",
    anlam: "Kira: baslayan adima sonucu icin taninan tur",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 2,
};
/// `denemeSiniri`: re-drives before the job is compensated.
pub const DENEME_SINIRI: Tam = Tam {
    ad: "denemeSiniri",
    deger_adi: "N",
    anlam: "Kac yeniden surmeden sonra is telafi edilir",
    aralik: Aralik::kapali(1, 1_000),
    varsayilan: 3,
};
/// `tur`: rounds to run at most.
pub const TUR: Tam = Tam {
    ad: "tur",
    deger_adi: "TUR",
    anlam: "En fazla kac tur kosulur; butun isler durunca erken biter",
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

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Jobs whose four steps all completed.
    pub tamamlanan: u32,
    /// Step executions whose record arrived.
    pub adim: u32,
    /// Steps the supervisor found expired and handed back to the scheduler.
    pub yeniden_surulen: u32,
    /// Completed steps undone because their job passed the retry threshold.
    pub telafi_edilen: u32,
    /// Re-drives of a step the agent had already done (its record had only hung).
    pub bosa_yurutulen: u32,
    /// Records the supervisor read over all its scans.
    pub okunan_kayit: u32,
    /// For each re-drive, rounds since the record was due.
    pub kurtarma: Vec<u32>,
    /// Round in which the last job completed or was compensated.
    pub bittigi_tur: u32,
    /// Jobs still "running" when the run ended.
    pub yarim_kalan_is: u32,
    /// Jobs compensated past the threshold.
    pub telafi_edilen_is: u32,
    /// Mean of `kurtarma` (0 without re-drives).
    #[cfg_attr(feature = "ders", serde(serialize_with = "cikti::bicim::js_sayi_yaz"))]
    pub ort_kurtarma: f64,
    /// Largest of `kurtarma` (0 without re-drives).
    pub en_kotu_kurtarma: u32,
}

impl Olcum {
    /// Fills the figures derived from the recovery list: its mean and its worst.
    pub fn ozetle(mut self) -> Self {
        let n = self.kurtarma.len();
        let toplam: f64 = self.kurtarma.iter().map(|&k| f64::from(k)).sum();
        self.ort_kurtarma = if n == 0 { 0.0 } else { toplam / n as f64 };
        self.en_kotu_kurtarma = self.kurtarma.iter().copied().max().unwrap_or(0);
        self
    }
}
