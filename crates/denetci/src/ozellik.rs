#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]): conditions on the lesson's
//! own state after a round and on the bookkeeping they need besides it ([`crate::Defter`]), counted
//! from the round's events as the lesson's totals are. The checker (`kesif` feature,
//! `kesif_modeli`) checks them under every schedule of hangs and failures.

use crate::{ADIM, Denetci, Hal, Hata, Secenek};
use ders::ozellik::{Cizelgede, Nokta, Ozellik, Ozellikli, Tur};

/// What a claim looks at: the lesson's state and the bookkeeping.
pub type Gorunum = ders::ozellik::Gorunum<Denetci>;

impl Ozellikli for Denetci {
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum>] = OZELLIKLER;

    /// Round by round, the lesson's schedule or the written one, as [`crate::izle`] runs it
    /// (and stops it).
    /// A run that stops early (nothing would change again) ends with one more point after the
    /// last round it made (`(t, 1)`): its last state, held to the run's round limit, where a
    /// claim about that limit is judged.
    fn yuru(s: &Secenek, gor: &mut dyn FnMut(Nokta, &Gorunum) -> bool) -> Result<(), Hata> {
        let mut son: Option<(Gorunum, bool)> = None;
        ders::ozellik::yuru::<Denetci>(s, &mut |n, hal| {
            let devam = gor(n, hal);
            son = Some((hal.clone(), devam));
            devam
        })?;
        if let Some((mut hal, true)) = son {
            let yapilan = hal.model.tur;
            if yapilan < s.tur {
                hal.model.tur = s.tur;
                hal.defter = hal.defter.yeni_tur();
                gor((yapilan, 1), &hal);
            }
        }
        Ok(())
    }

    /// `tur 9`; the point after an early stop, the same in every column (its story's last
    /// line says from which round nothing changes): `koşumun sonu (80. tura dek hiçbir şey
    /// değişmez)`.
    fn nokta_adi(s: &Secenek, (t, sonra): Nokta) -> String {
        match sonra {
            1 => format!("koşumun sonu ({}. tura dek hiçbir şey değişmez)", s.tur),
            _ => format!("tur {t}"),
        }
    }

    /// A line per round in which something happened, `tur  9: ...`; the point after an early
    /// stop is the story's last line, which says so.
    fn satiri((t, sonra): Nokta, satirlar: &[String]) -> Option<usize> {
        if sonra == 1 {
            return satirlar.len().checked_sub(1);
        }
        let bas = format!("tur {t:>2}:");
        satirlar.iter().position(|s| s.starts_with(&bas))
    }

    /// The executions whose outcome comes in the round: the timeline draws each in the round it
    /// started, the one before.
    fn cizelgede(_: &Secenek, (t, _): Nokta) -> Cizelgede {
        Cizelgede::Tur(t.saturating_sub(1))
    }

    /// The executions a claim's deciding events are about, by their cells
    /// ([`crate::resim::karar_hucreleri`]).
    fn karar_hucreleri(
        _: &Secenek,
        ozellik: &'static str,
        n: Nokta,
        olaylar: &[cekirdek::TurOlayi<crate::olay::Olay>],
    ) -> Vec<String> {
        crate::resim::karar_hucreleri(ozellik, n, olaylar)
    }
}

/// The round by which every job has settled, whatever the faults: each of the four steps runs
/// a round when it succeeds, and the supervisor re-drives a failed try at most
/// `kira + tarama - 1` rounds after it started; at most `deneme_siniri` failed tries per step,
/// then the job is compensated. So `5 + 4 x deneme_siniri x (kira + tarama - 1)`.
pub fn sinir(s: &Secenek) -> u32 {
    5 + ADIM.len() as u32 * s.deneme_siniri * (s.kira + s.tarama - 1)
}

/// The lesson's claims, in the order they are checked.
pub const OZELLIKLER: &[Ozellik<Secenek, Gorunum>] = &[
    Ozellik {
        ad: "her_is_sinirda_yerlesir",
        anlam: "denetçiyle her iş, seçeneklerden çıkan turda biter ya da telafi edilir",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.denetci && s.tur >= sinir(s),
        kosul: |s, d| {
            d.model.tur < sinir(s)
                || d.model.isler.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi))
        },
    },
    Ozellik {
        ad: "adim_en_cok_esik_kadar_surulur",
        anlam: "denetçiyle bir adım en çok deneme sınırı kadar yeniden sürülür, sonra telafi",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.denetci,
        kosul: |s, d| d.model.isler.iter().all(|k| k.deneme <= s.deneme_siniri),
    },
    Ozellik {
        ad: "is_bir_kez_yerlesir",
        anlam: "hiçbir iş iki kez yerleşmez: ya biter ya telafi edilir, ikisi birden olmaz",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |_, d| !d.defter.iki_kez_yerlesti,
    },
    Ozellik {
        ad: "adim_iki_kez_yalniz_asili_kalinca",
        anlam: "bir adımın işi ancak sessizce asılı kaldıysa ikinci kez yapılır (boşa yürütme)",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |_, d| !d.defter.asilisiz_tekrar,
    },
    Ozellik {
        ad: "denetcisiz_asili_is_yarim_kalir",
        anlam: "denetçi yokken asılı kalan ya da hata veren iş sonsuza dek yarım kalır",
        tur: Tur::HerZaman,
        iddia_edilir: |s| !s.denetci,
        kosul: |_, d| d.defter.asilan.iter().all(|i| d.model.isler[i].hal == Hal::Yuruyor),
    },
    Ozellik {
        ad: "asili_adim_bosa_surulur",
        anlam: "asılı adım yeniden sürülür, işi ikinci kez yapılır: adım etkisiz olmalı ya da tekillik anahtarıyla korunmalı",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.denetci,
        kosul: |_, d| d.defter.bosa,
    },
    Ozellik {
        ad: "asili_is_kurtarilir",
        anlam: "adımı asılı kalan iş yeniden sürülünce biter (kurtarılır)",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.denetci,
        kosul: |_, d| d.defter.kurtarildi,
    },
    Ozellik {
        ad: "kalici_hatali_is_telafi_edilir",
        anlam: "adımı her denemede hata veren iş eşikten sonra telafi edilir",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.denetci,
        kosul: |_, d| d.defter.telafi,
    },
];
