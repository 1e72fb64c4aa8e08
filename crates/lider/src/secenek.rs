//! What a run takes ([`Secenek`]), what it returns ([`Olcum`]) and the domain it accepts.
//! Field names serialize as the reference model's (`kaliciTetik`, `ciftBaslatma`, ...).

use k01::alan::AralikHatasi;
use serde::{Deserialize, Serialize};

/// The error for an option outside the model's domain.
pub type Hata = AralikHatasi;

/// The options of one run. `Default` is the lesson's scenario; in JSON a left-out field takes
/// its default and an unknown one is an error.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct Secenek {
    /// Number of nodes; node 0 is the first leader.
    pub dugum: u32,
    /// Lease: rounds without a renewal after which another node takes over.
    pub kira: u32,
    /// Every `yenileme` rounds each acting node reads the record and steps down if it lost.
    pub yenileme: u32,
    /// Rounds the first leader stays unreachable, from round [`BAS`](crate::BAS) on.
    pub duraklama: u32,
    /// Fencing: the record rejects work carrying an outdated token.
    pub citleme: bool,
    /// Persistent trigger: a trigger nobody accepted waits in the record for the next leader.
    pub kalici_tetik: bool,
    /// Rounds to simulate.
    pub tur: u32,
}

impl Default for Secenek {
    fn default() -> Self {
        Secenek {
            dugum: 5,
            kira: 3,
            yenileme: 3,
            duraklama: 5,
            citleme: false,
            kalici_tetik: false,
            tur: 24,
        }
    }
}

/// The accepted range of each numeric option. The upper bounds keep any accepted run well
/// under a second, even in a debug build.
pub mod aralik {
    use k01::alan::Aralik;

    /// `dugum`: at least two, so that someone can take over.
    pub const DUGUM: Aralik = Aralik::yeni("dugum", 2, 100);
    /// `kira`.
    pub const KIRA: Aralik = Aralik::yeni("kira", 1, 10_000);
    /// `yenileme`.
    pub const YENILEME: Aralik = Aralik::yeni("yenileme", 1, 10_000);
    /// `duraklama`.
    pub const DURAKLAMA: Aralik = Aralik::yeni("duraklama", 0, 10_000);
    /// `tur`.
    pub const TUR: Aralik = Aralik::yeni("tur", 0, 10_000);
}

impl Secenek {
    /// Checks every numeric option against its [`aralik`].
    pub fn dogrula(&self) -> Result<(), Hata> {
        aralik::DUGUM.denetle(self.dugum)?;
        aralik::KIRA.denetle(self.kira)?;
        aralik::YENILEME.denetle(self.yenileme)?;
        aralik::DURAKLAMA.denetle(self.duraklama)?;
        aralik::TUR.denetle(self.tur)?;
        Ok(())
    }
}

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Triggers that started a batch (on time or late).
    pub baslatilan: u32,
    /// Triggers that came while no leader could act, and were lost.
    pub kacirilan: u32,
    /// Extra starts: a trigger accepted by more than one leader.
    pub cift_baslatma: u32,
    /// Work of an outdated leader the record rejected (fencing).
    pub reddedilen: u32,
    /// Rounds a persisted trigger waited before a leader took it up.
    pub gecikmeli_tur: u32,
    /// Rounds in which more than one node acted as leader.
    pub iki_liderli_tur: u32,
    /// Rounds in which no node acted as leader.
    pub lidersiz_tur: u32,
    /// Rounds from the last renewal to each takeover, summed.
    pub devralma_turu: u32,
    /// Takeovers.
    pub devralma: u32,
    /// Triggers still waiting in the record when the run ended (persistent trigger only).
    pub bekleyen_tetik: u32,
}
