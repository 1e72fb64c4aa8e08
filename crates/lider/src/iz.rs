//! Round-by-round trace of a run: the events the model emits ([`Olay`]) as it decides, and
//! their plain-text account ([`anlat`]). A kept event carries its round ([`TurOlayi`]).

use crate::durum::Durum;
use ders::iz::TurOlayi;
use ders::kume::Kume;
use serde::Serialize;

/// What a trigger (or a waiting request) came to in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "sonuc", rename_all = "camelCase")]
pub enum Parti {
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

/// A node that believes it leads, with the fencing token it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Inanan {
    /// The node.
    pub dugum: usize,
    /// Its token.
    pub belirtec: u16,
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
        ulasilamayan: Kume,
    },
    /// The lease ran out: `dugum` took over with token `belirtec`.
    Devralma {
        /// The new leader.
        dugum: usize,
        /// Its fencing token.
        belirtec: u16,
        /// Rounds since the last renewal.
        bekleme: u32,
    },
    /// The lease ran out but no other node could be reached: nobody took over this round.
    DevralanYok {
        /// Rounds since the last renewal.
        bekleme: u32,
    },
    /// The nodes acting as leader (believe it and are reachable), and whose work fencing rejected.
    Calisan {
        /// Acting nodes.
        dugumler: Kume,
        /// Rejected for an outdated token.
        reddedilen: Kume,
    },
    /// Who leads by the record, and every node that believes it leads, with its token, as the
    /// acting nodes were chosen (what the timeline draws; only in a kept trace).
    Inananlar {
        /// The record's leader.
        lider: usize,
        /// The believers.
        dugumler: Vec<Inanan>,
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
    /// [`Olay::Inananlar`]: the record's leader and the believers with their tokens, as `d`
    /// holds them.
    pub fn inananlar(d: &Durum) -> Olay {
        let inanan = d.inanan.iter().map(|dugum| Inanan { dugum, belirtec: d.belirtec[dugum] });
        Olay::Inananlar { lider: d.kayit.lider, dugumler: inanan.collect() }
    }
}

fn dugumler(d: Kume) -> String {
    d.iter().map(|d| format!("d{d}")).collect::<Vec<_>>().join(", ")
}

/// The plain-text account of a trace: one line per round, events in order.
pub fn anlat(iz: &[TurOlayi<Olay>]) -> Vec<String> {
    let mut satirlar: Vec<(u32, Vec<String>)> = Vec::new();
    for k in iz {
        let metin = match &k.olay {
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } if ulasilamayan.bos_mu() => {
                format!("d{lider} kirayi yeniledi")
            }
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } => {
                format!("{} ulasilamaz; d{lider} kirayi yeniledi", dugumler(*ulasilamayan))
            }
            Olay::TurBasi { lider, yeniledi: false, ulasilamayan } => {
                let diger = ulasilamayan.olmadan(*lider);
                let de = if diger.bos_mu() {
                    String::new()
                } else {
                    format!(" ({} de)", dugumler(diger))
                };
                format!("lider d{lider} ulasilamaz{de}, kira yenilenmedi")
            }
            Olay::Devralma { dugum, belirtec, .. } => {
                format!("kira doldu: d{dugum} devraldi (belirtec {belirtec})")
            }
            Olay::DevralanYok { .. } => {
                "kira doldu: ulasilabilen dugum yok, kimse devralmadi".into()
            }
            Olay::Calisan { dugumler: d, .. } if d.bos_mu() => "lider yok".into(),
            Olay::Calisan { dugumler: d, reddedilen } => {
                let mut m = if d.sayi() > 1 {
                    format!("IKI LIDER: {}", dugumler(*d))
                } else {
                    format!("lider {}", dugumler(*d))
                };
                if !reddedilen.bos_mu() {
                    m += &format!(" ({} eski belirtecle, isi reddedildi)", dugumler(*reddedilen));
                }
                m
            }
            Olay::Inananlar { .. } => continue,
            Olay::Parti { parti } => match parti {
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
