//! A run told: the plain-text account of its events, one line per round ([`anlat`], what
//! `olc --iz` prints). A kept event carries its round ([`TurOlayi`]).

use crate::olay::{Olay, Parti};
use cekirdek::{Kume, TurOlayi};

fn dugumler(d: Kume) -> String {
    d.iter().map(|d| format!("d{d}")).collect::<Vec<_>>().join(", ")
}

/// The plain-text account of a trace: one line per round, events in order.
pub fn anlat(iz: &[TurOlayi<Olay>]) -> Vec<String> {
    let mut satirlar: Vec<(u32, Vec<String>)> = Vec::new();
    for k in iz {
        let metin = match &k.olay {
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } if ulasilamayan.bos_mu() => {
                format!("d{lider} kirayı yeniledi")
            }
            Olay::TurBasi { lider, yeniledi: true, ulasilamayan } => {
                format!("{} ulaşılamaz; d{lider} kirayı yeniledi", dugumler(*ulasilamayan))
            }
            Olay::TurBasi { lider, yeniledi: false, ulasilamayan } => {
                let diger = ulasilamayan.olmadan(*lider);
                let de = if diger.bos_mu() {
                    String::new()
                } else {
                    format!(" ({} de)", dugumler(diger))
                };
                format!("lider d{lider} ulaşılamaz{de}, kira yenilenmedi")
            }
            Olay::Devralma { dugum, belirtec, .. } => {
                format!("kira doldu: d{dugum} devraldı (belirteç {belirtec})")
            }
            Olay::DevralanYok { .. } => {
                "kira doldu: ulaşılabilen düğüm yok, kimse devralmadı".into()
            }
            Olay::Calisan { dugumler: d, .. } if d.bos_mu() => "lider yok".into(),
            Olay::Calisan { dugumler: d, reddedilen } => {
                let mut m = if d.sayi() > 1 {
                    format!("İKİ LİDER: {}", dugumler(*d))
                } else {
                    format!("lider {}", dugumler(*d))
                };
                if !reddedilen.bos_mu() {
                    m += &format!(" ({} eski belirteçle, işi reddedildi)", dugumler(*reddedilen));
                }
                m
            }
            Olay::Inananlar { .. } => continue,
            Olay::Parti { parti } => match parti {
                Parti::Baslatildi { kac_kez: 1 } => "tetik: parti başlatıldı".into(),
                Parti::Baslatildi { kac_kez } => format!("tetik: parti {kac_kez} KEZ başlatıldı"),
                Parti::Kacti => "tetik: kimse başlatamadı, parti KAÇTI".into(),
                Parti::KaydaDustu { bekleyen } => {
                    format!("tetik: kimse başlatamadı, istek kayda düştü ({bekleyen} bekliyor)")
                }
                Parti::GecBaslatildi { gecikme, bekleyen: 1 } => {
                    format!("bekleyen istek {gecikme} tur gecikmeyle başlatıldı")
                }
                Parti::GecBaslatildi { gecikme, bekleyen } => format!(
                    "bekleyen {bekleyen} istek için TEK parti başlatıldı ({gecikme} tur gecikme)"
                ),
            },
            Olay::Birakti { dugum } => format!("d{dugum} kaydı okudu, liderliği bıraktı"),
        };
        match satirlar.last_mut() {
            Some((t, parcalar)) if *t == k.tur => parcalar.push(metin),
            _ => satirlar.push((k.tur, vec![metin])),
        }
    }
    satirlar.into_iter().map(|(t, p)| format!("tur {t:>2}: {}", p.join("; "))).collect()
}

/// The changes a student would call one, by the words [`anlat`] tells them with: an outage and
/// a leaderless stretch (where they start and end), a takeover or none, two leaders, a batch
/// missed, started twice, recorded or started late, work rejected by fencing, a node stepping
/// down (the walk's `Sonraki değişiklik`).
#[cfg(feature = "ders")]
pub const DEGISIMLER: [ders::Degisim; 10] = [
    ders::Degisim { ad: "ulaşılamayan düğüm", isaret: "ulaşılamaz", surer: true },
    ders::Degisim { ad: "lidersiz tur", isaret: "lider yok", surer: true },
    ders::Degisim { ad: "iki lider", isaret: "İKİ LİDER", surer: true },
    ders::Degisim { ad: "devralma", isaret: "devraldı", surer: false },
    ders::Degisim { ad: "devralan yok", isaret: "kimse devralmadı", surer: false },
    ders::Degisim { ad: "kaçan parti", isaret: "KAÇTI", surer: false },
    ders::Degisim { ad: "çift başlatma", isaret: "KEZ başlatıldı", surer: false },
    ders::Degisim { ad: "kayda düşen istek", isaret: "kayda düştü", surer: false },
    ders::Degisim { ad: "reddedilen iş", isaret: "reddedildi", surer: true },
    ders::Degisim { ad: "bırakılan liderlik", isaret: "liderliği bıraktı", surer: false },
];
