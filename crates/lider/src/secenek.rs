//! What a run takes ([`Secenek`]) and each numeric option declared once ([`DUGUM`], [`KIRA`],
//! ...): its flag, range, default and help, read by the model's own check, the command line and
//! the docs. Field names serialize as the reference model's (`kaliciTetik`, `ciftBaslatma`, ...).

use crate::ariza::Zamanlama;
use cekirdek::{Aralik, SecenekHatasi, Tam};
use serde::{Deserialize, Serialize};

/// Why a run cannot be made: an option outside its range, or a schedule the run cannot take.
pub type Hata = SecenekHatasi;

/// The round from which the first leader (node 0) is unreachable in the lesson's own schedule,
/// for [`DURAKLAMA`] rounds.
pub const BAS: u32 = 6;

// The upper bounds keep any accepted run well under a second, even in a debug build.

/// `dugum`: at least two, so that someone can take over.
pub const DUGUM: Tam = Tam {
    ad: "dugum",
    deger_adi: "N",
    anlam: "Düğüm sayısı; düğüm 0 ilk liderdir",
    aralik: Aralik::kapali(2, 100),
    varsayilan: 5,
};
/// `kira`: the lease.
pub const KIRA: Tam = Tam {
    ad: "kira",
    deger_adi: "TUR",
    anlam: "Kira: kayıt kaç tur tazelenmezse başka düğüm üstlenir",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 3,
};
/// `yenileme`: how often acting nodes read the record.
pub const YENILEME: Tam = Tam {
    ad: "yenileme",
    deger_adi: "TUR",
    anlam: "Düğümler kaydı kaç turda bir okur; lider olmadığını gören liderliği bırakır",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 3,
};
/// `duraklama`: how long the first leader stays unreachable.
pub const DURAKLAMA: Tam = Tam {
    ad: "duraklama",
    deger_adi: "TUR",
    anlam: const_format::formatcp!(
        "İlk lider {BAS}. turdan itibaren kaç tur ulaşılamaz kalır; --ariza d0:{BAS}-SON'un \
         kısası, onunla birlikte verilmez"
    ),
    aralik: Aralik::kapali(0, 10_000),
    varsayilan: 5,
};
/// `tur`: rounds to run.
pub const TUR: Tam = Tam {
    ad: "tur",
    deger_adi: "TUR",
    anlam: "Koşulan tur sayısı",
    aralik: Aralik::kapali(0, 10_000),
    varsayilan: 24,
};

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
    /// Rounds the first leader stays unreachable, from round [`BAS`] on.
    pub duraklama: u32,
    /// Fencing: the record rejects work carrying an outdated token.
    pub citleme: bool,
    /// Persistent trigger: a trigger nobody accepted waits in the record for the next leader.
    pub kalici_tetik: bool,
    /// Rounds to simulate.
    pub tur: u32,
    /// A fault schedule written down, in place of the lesson's (node 0 from round [`BAS`] for
    /// `duraklama` rounds). Not an option of the reference model: left out of the JSON when
    /// absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ariza: Option<Zamanlama>,
}

impl Default for Secenek {
    /// The lesson's scenario: every option at its declared default, fencing and the persistent
    /// trigger off.
    fn default() -> Self {
        Secenek {
            dugum: DUGUM.varsayilan,
            kira: KIRA.varsayilan,
            yenileme: YENILEME.varsayilan,
            duraklama: DURAKLAMA.varsayilan,
            citleme: false,
            kalici_tetik: false,
            tur: TUR.varsayilan,
            ariza: None,
        }
    }
}

impl Secenek {
    /// Checks every numeric option against its range, and a written-down schedule against the
    /// run: its nodes and rounds, and no pause given beside it (it replaces the lesson's).
    pub fn dogrula(&self) -> Result<(), Hata> {
        let (d, k, y) = (self.dugum, self.kira, self.yenileme);
        for (t, x) in [
            (&DUGUM, d),
            (&KIRA, k),
            (&YENILEME, y),
            (&DURAKLAMA, self.duraklama),
            (&TUR, self.tur),
        ] {
            t.denetle(x)?;
        }
        if let Some(z) = &self.ariza {
            if self.duraklama != DURAKLAMA.varsayilan {
                return Err(SecenekHatasi::Zamanlama(format!(
                    "duraklama ve arıza birlikte verilemez: arıza dersin arıza sırasının yerine \
                     geçer (duraklamayı da içine yazın: {})",
                    Zamanlama::dersin(BAS, self.duraklama)
                )));
            }
            if let Some(m) = z.uymayan(self.dugum, self.tur) {
                return Err(SecenekHatasi::Zamanlama(m));
            }
        }
        Ok(())
    }
}
