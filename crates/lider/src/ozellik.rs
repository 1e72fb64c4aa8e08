#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]): conditions on the lesson's
//! own state after a round and on the bookkeeping they need besides it ([`crate::Defter`]),
//! counted from the round's events by the lesson's step ([`mod@crate::kosum`]). The checker (`kesif`
//! feature, `kesif_modeli`) checks them under every schedule of pauses.

use crate::{Lider, Secenek, TETIK};
use ders::ozellik::{Gorunum, Ozellik, Ozellikli, Tur};

impl Ozellikli for Lider {
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum<Lider>>] = OZELLIKLER;
}

/// Triggers due by round `t`.
pub fn tetik(t: u32) -> u32 {
    TETIK.iter().filter(|&&r| r <= t).count() as u32
}

/// The lesson's claims, in the order they are checked.
pub const OZELLIKLER: &[Ozellik<Secenek, Gorunum<Lider>>] = &[
    Ozellik {
        ad: "citlemeyle_tek_kabul",
        anlam: "çitlemeyle bir turda en fazla bir düğümün işi kabul edilir",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| d.defter.kabul <= 1,
    },
    Ozellik {
        ad: "citlemeyle_cift_parti_yok",
        anlam: "çitlemeyle hiçbir tetiğin partisi iki düğümden kabul edilmez",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| !d.defter.cift,
    },
    Ozellik {
        ad: "kalici_tetik_parti_kaybetmez",
        anlam: "çitleme ve kalıcı tetikle her tetik tam bir kez başlar ya da kayıtta bekler",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme && s.kalici_tetik,
        kosul: |_, d| d.defter.baslatilan + d.model.bekleyen == tetik(d.model.tur),
    },
    Ozellik {
        ad: "belirtec_yalniz_artar",
        anlam: "her devralma belirteci bir artırır; hiçbir düğümünkü kayıttakini geçmez",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |s, d| {
            let k = d.model.kayit.belirtec;
            u32::from(k) == 1 + d.defter.devralma
                && (0..s.dugum as usize).all(|i| d.model.belirtec[i] <= k)
        },
    },
    Ozellik {
        ad: "eski_lider_reddedilir",
        anlam: "eski belirteçli bir lider çalışır ve çitleme işini reddeder",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| d.defter.reddedildi,
    },
    Ozellik {
        ad: "tetik_gec_baslar",
        anlam: "kimsenin kabul edemediği bir tetik kayda düşer; bir lider onu sonradan, geç başlatır",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.kalici_tetik,
        kosul: |_, d| d.defter.gec,
    },
    Ozellik {
        ad: "eski_lider_inanirken_devralinir",
        anlam: "eski lider hâlâ lider olduğunu sanırken başka düğüm devralır",
        tur: Tur::Bazen,
        iddia_edilir: |_| true,
        kosul: |_, d| d.defter.inanirken_devralindi,
    },
];
