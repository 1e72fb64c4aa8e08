//! The step function driven by a fault schedule the lesson never uses, with events and counts
//! worked out by hand: node 0 unreachable in rounds 6–20 and node 1 in rounds 8–10, so the
//! takeover goes to node 2; then every node unreachable in rounds 15–18, so the lease runs out
//! with nobody to take over.

use cekirdek::{Kume, Sayan, TurOlayi, Turda};
use lider::olay::{Olay, Parti};
use lider::{Durum, Olcum, Secenek};

fn ulasilamayan(t: u32) -> Kume {
    let mut ulasilamaz = Kume::BOS;
    if (6..=20).contains(&t) {
        ulasilamaz = ulasilamaz.ile(0);
    }
    if (8..=10).contains(&t) {
        ulasilamaz = ulasilamaz.ile(1);
    }
    if (15..=18).contains(&t) {
        ulasilamaz = Kume::ilk(5);
    }
    ulasilamaz
}

fn kos() -> (Olcum, Vec<TurOlayi<Olay>>, Durum) {
    let s = Secenek::default();
    let (mut durum, mut olcum, mut olaylar) = (Durum::default(), Olcum::default(), Vec::new());
    for t in 1..=s.tur {
        durum.tur(&s, ulasilamayan(t), &mut Turda(t, &mut Sayan(&mut olcum, &mut olaylar)));
    }
    (olcum, olaylar, durum)
}

/// The events of `olaylar` that decide something (not the round's state), as (round, event).
fn kararlar(olaylar: &[TurOlayi<Olay>]) -> Vec<(u32, Olay)> {
    let karar = |k: &&TurOlayi<Olay>| {
        matches!(
            k.olay,
            Olay::Devralma { .. }
                | Olay::DevralanYok { .. }
                | Olay::Parti { .. }
                | Olay::Birakti { .. }
        )
    };
    olaylar.iter().filter(karar).map(|k| (k.tur, k.olay.clone())).collect()
}

#[test]
fn devralma_dugum_2ye_gider_kimse_ulasilamazken_kimse_devralmaz() {
    let (_, olaylar, durum) = kos();
    assert_eq!(
        kararlar(&olaylar),
        [
            (6, Olay::Parti { parti: Parti::Kacti }),
            (8, Olay::Devralma { dugum: 2, belirtec: 2, bekleme: 3 }),
            (12, Olay::Parti { parti: Parti::Baslatildi { kac_kez: 1 } }),
            (17, Olay::DevralanYok { bekleme: 3 }),
            (18, Olay::DevralanYok { bekleme: 4 }),
            (18, Olay::Parti { parti: Parti::Kacti }),
            (21, Olay::Birakti { dugum: 0 }),
            (24, Olay::Parti { parti: Parti::Baslatildi { kac_kez: 1 } }),
        ]
    );
    assert_eq!((durum.kayit.lider, durum.kayit.belirtec, durum.inanan), (2, 2, Kume::tek(2)));
}

#[test]
fn sayimlar_olaylardan() {
    let (o, _, _) = kos();
    // lidersiz: 6, 7 (d0 gone, no takeover yet) and 15-18 (nobody reachable); two leaders: 21
    // (d0 back, still believing, until it reads the record that round)
    let sayilar = (o.baslatilan, o.kacirilan, o.cift_baslatma, o.reddedilen, o.gecikmeli_tur);
    assert_eq!(sayilar, (2, 2, 0, 0, 0));
    assert_eq!((o.lidersiz_tur, o.iki_liderli_tur, o.devralma, o.devralma_turu), (6, 1, 1, 3));
}

#[test]
fn hikaye_ve_calisanlar() {
    let (_, olaylar, _) = kos();
    let calisan = |tur: u32| {
        let k = olaylar.iter().find(|k| k.tur == tur && matches!(k.olay, Olay::Calisan { .. }));
        match k.map(|k| &k.olay) {
            Some(Olay::Calisan { dugumler, .. }) => *dugumler,
            _ => panic!("{tur}. turda Calisan yok"),
        }
    };
    assert_eq!(
        [8, 15, 19, 21].map(calisan),
        [Kume::tek(2), Kume::BOS, Kume::tek(2), Kume::tek(0).ile(2)]
    );
    let satirlar = lider::anlatim::anlat(&olaylar);
    assert_eq!(
        satirlar[16],
        "tur 17: lider d2 ulaşılamaz (d0, d1, d3, d4 de), kira yenilenmedi; kira doldu: ulaşılabilen düğüm yok, kimse devralmadı; lider yok"
    );
    deneme::satirlarda(&satirlar, &[(7, "kira doldu: d2 devraldı (belirteç 2); lider d2")]);
}

/// Without a trace the step builds no event for the story, and counts the same.
#[test]
fn izsiz_ayni_sayimlar() {
    let s = Secenek::default();
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=s.tur {
        durum.tur(&s, ulasilamayan(t), &mut Turda(t, &mut Sayan(&mut olcum, &mut ())));
    }
    let (izli, _, izli_durum) = kos();
    assert_eq!((olcum, durum), (izli, izli_durum));
}
