//! What a run takes ([`Secenek`]) and each numeric option declared once ([`DUGUM`], [`KIRA`],
//! ...): its flag, range, default and help, read by the model's own check, the command line and
//! the docs. Field names serialize as the reference model's (`kaliciTetik`, `ciftBaslatma`, ...).

use cekirdek::{Aralik, AralikHatasi, Tam};
use serde::{Deserialize, Serialize};

/// The error for an option outside the model's domain.
pub type Hata = AralikHatasi;

/// The round from which the first leader (node 0) is unreachable in the lesson's own schedule,
/// for [`DURAKLAMA`] rounds.
pub const BAS: u32 = 6;

// The upper bounds keep any accepted run well under a second, even in a debug build.

/// `dugum`: at least two, so that someone can take over.
pub const DUGUM: Tam = Tam {
    ad: "dugum",
    deger_adi: "N",
    anlam: "Dugum sayisi; dugum 0 ilk liderdir",
    aralik: Aralik::kapali(2, 100),
    varsayilan: 5,
};
/// `kira`: the lease.
pub const KIRA: Tam = Tam {
    ad: "kira",
    deger_adi: "TUR",
    anlam: "Kira: kayit kac tur tazelenmezse baska dugum ustlenir",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 3,
};
/// `yenileme`: how often acting nodes read the record.
pub const YENILEME: Tam = Tam {
    ad: "yenileme",
    deger_adi: "TUR",
    anlam: "Dugumler kaydi kac turda bir okur; lider olmadigini goren birakir",
    aralik: Aralik::kapali(1, 10_000),
    varsayilan: 3,
};
/// `duraklama`: how long the first leader stays unreachable.
pub const DURAKLAMA: Tam = Tam {
    ad: "duraklama",
    deger_adi: "TUR",
    anlam: const_format::formatcp!("Ilk lider {BAS}. turdan itibaren kac tur ulasilamaz kalir"),
    aralik: Aralik::kapali(0, 10_000),
    varsayilan: 5,
};
/// `tur`: rounds to run.
pub const TUR: Tam = Tam {
    ad: "tur",
    deger_adi: "TUR",
    anlam: "Kosulan tur sayisi",
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
        }
    }
}

impl Secenek {
    /// Checks every numeric option against its range.
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
        Ok(())
    }
}
