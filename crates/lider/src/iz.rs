//! Round-by-round trace of a run: what [`izle`](crate::izle) reports, and its plain-text account.
//! Asking for no trace (`()`) costs nothing: the events are never built.

use crate::Olcum;
use serde::Serialize;

/// Receives a run's events as the model tells them: round by round. Every trace sink of this
/// lesson's events ([`ders::Iz`]) is one; a round whose batch had no news is not kept.
pub trait Iz {
    /// One event of round `tur`; `olay` builds it only if it is kept.
    fn olay(&mut self, tur: u32, olay: impl FnOnce() -> Olay);
}

impl<I: ders::Iz<IzKaydi>> Iz for I {
    #[inline(always)]
    fn olay(&mut self, tur: u32, olay: impl FnOnce() -> Olay) {
        if I::TUTAR {
            match olay() {
                Olay::Parti { parti: Parti::Yok } => {}
                olay => ders::Iz::olay(self, || IzKaydi { tur, olay }),
            }
        }
    }
}

/// One kept event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IzKaydi {
    /// The round.
    pub tur: u32,
    /// What happened.
    #[serde(flatten)]
    pub olay: Olay,
}

/// What a trigger (or a waiting request) came to in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "sonuc", rename_all = "camelCase")]
pub enum Parti {
    /// Nothing to start this round.
    Yok,
    /// Started by `kac_kez` leaders (more than one: started twice).
    #[serde(rename_all = "camelCase")]
    Baslatildi {
        /// How many leaders started it.
        kac_kez: u32,
    },
    /// No leader could act: the batch is lost.
    Kacti,
    /// No leader could act: the request waits in the record.
    KaydaDustu {
        /// Requests waiting now.
        bekleyen: u32,
    },
    /// A new leader took up the waiting requests: one batch for all of them.
    GecBaslatildi {
        /// Rounds since the last request was recorded.
        gecikme: u32,
        /// Requests that were waiting.
        bekleyen: u32,
    },
}

impl Parti {
    /// What the round did to the counters, read back as the trigger's outcome.
    pub fn fark(once: &Olcum, sonra: &Olcum, tetik_turu: bool) -> Parti {
        if sonra.kacirilan > once.kacirilan {
            Parti::Kacti
        } else if sonra.bekleyen_tetik > once.bekleyen_tetik {
            Parti::KaydaDustu { bekleyen: sonra.bekleyen_tetik }
        } else if sonra.baslatilan > once.baslatilan && tetik_turu {
            Parti::Baslatildi { kac_kez: 1 + sonra.cift_baslatma - once.cift_baslatma }
        } else if sonra.baslatilan > once.baslatilan {
            let gecikme = sonra.gecikmeli_tur - once.gecikmeli_tur;
            Parti::GecBaslatildi { gecikme, bekleyen: once.bekleyen_tetik }
        } else {
            Parti::Yok
        }
    }
}

/// One event of the model, in the order the round makes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
pub enum Olay {
    /// Round start: who cannot be reached, and whether the record's leader renewed its lease.
    TurBasi {
        /// The record's leader.
        lider: usize,
        /// Whether it renewed.
        yeniledi: bool,
        /// Nodes unreachable this round.
        ulasilamayan: Vec<usize>,
    },
    /// The lease ran out: `dugum` took over with token `belirtec`.
    Devralma {
        /// The new leader.
        dugum: usize,
        /// Its fencing token.
        belirtec: u32,
    },
    /// The nodes acting as leader (believe it and are reachable), and whose work fencing rejected.
    Calisan {
        /// Acting nodes.
        dugumler: Vec<usize>,
        /// Rejected for an outdated token.
        reddedilen: Vec<usize>,
    },
    /// The batch's outcome this round.
    Parti {
        /// What happened to it.
        parti: Parti,
    },
    /// `dugum` read the record, saw another leader and stepped down.
    Birakti {
        /// The node.
        dugum: usize,
    },
}

impl Olay {
    /// [`Olay::TurBasi`] from the leader and the unreachable nodes.
    pub fn tur_basi(lider: usize, ulasilamayan: impl Iterator<Item = usize>) -> Olay {
        let ulasilamayan: Vec<usize> = ulasilamayan.collect();
        Olay::TurBasi { lider, yeniledi: !ulasilamayan.contains(&lider), ulasilamayan }
    }

    /// [`Olay::Calisan`] from the acting nodes and the fencing test.
    pub fn calisan(dugumler: &[usize], reddedilir: impl Fn(usize) -> bool) -> Olay {
        let reddedilen = dugumler.iter().copied().filter(|&d| reddedilir(d)).collect();
        Olay::Calisan { dugumler: dugumler.to_vec(), reddedilen }
    }
}

fn dugumler(d: &[usize]) -> String {
    d.iter().map(|d| format!("d{d}")).collect::<Vec<_>>().join(", ")
}

/// The plain-text account of a trace: one line per round, events in order.
pub fn anlat(iz: &[IzKaydi]) -> Vec<String> {
    let mut satirlar: Vec<(u32, Vec<String>)> = Vec::new();
    for k in iz {
        let metin = match &k.olay {
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } if ulasilamayan.is_empty() => {
                format!("d{lider} kirayi yeniledi")
            }
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } => {
                format!("{} ulasilamaz; d{lider} kirayi yeniledi", dugumler(ulasilamayan))
            }
            Olay::TurBasi { lider, yeniledi: false, .. } => {
                format!("lider d{lider} ulasilamaz, kira yenilenmedi")
            }
            Olay::Devralma { dugum, belirtec } => {
                format!("kira doldu: d{dugum} devraldi (belirtec {belirtec})")
            }
            Olay::Calisan { dugumler: d, .. } if d.is_empty() => "lider yok".into(),
            Olay::Calisan { dugumler: d, reddedilen } => {
                let mut m = if d.len() > 1 {
                    format!("IKI LIDER: {}", dugumler(d))
                } else {
                    format!("lider {}", dugumler(d))
                };
                if !reddedilen.is_empty() {
                    m += &format!(" ({} eski belirtecle, isi reddedildi)", dugumler(reddedilen));
                }
                m
            }
            Olay::Parti { parti } => match parti {
                Parti::Yok => continue,
                Parti::Baslatildi { kac_kez: 1 } => "tetik: parti baslatildi".into(),
                Parti::Baslatildi { kac_kez } => format!("tetik: parti {kac_kez} KEZ baslatildi"),
                Parti::Kacti => "tetik: kimse baslatamadi, parti KACTI".into(),
                Parti::KaydaDustu { bekleyen } => {
                    format!("tetik: kimse baslatamadi, istek kayda dustu ({bekleyen} bekliyor)")
                }
                Parti::GecBaslatildi { gecikme, bekleyen: 1 } => {
                    format!("bekleyen istek {gecikme} tur gecikmeyle baslatildi")
                }
                Parti::GecBaslatildi { gecikme, bekleyen } => format!(
                    "bekleyen {bekleyen} istek icin TEK parti baslatildi ({gecikme} tur gecikme)"
                ),
            },
            Olay::Birakti { dugum } => format!("d{dugum} kaydi okudu, liderligi birakti"),
        };
        match satirlar.last_mut() {
            Some((t, parcalar)) if *t == k.tur => parcalar.push(metin),
            _ => satirlar.push((k.tur, vec![metin])),
        }
    }
    satirlar.into_iter().map(|(t, p)| format!("tur {t:>2}: {}", p.join("; "))).collect()
}
