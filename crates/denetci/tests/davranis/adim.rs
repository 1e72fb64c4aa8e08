//! The step function driven by a fault schedule the lesson never uses, with events and counts
//! worked out by hand: S1's first step fails permanently, and S4's third step hangs twice, the
//! second time after the supervisor re-drove it; every other execution succeeds.

use cekirdek::{Sayan, TurOlayi, Turda};
use denetci::olay::Olay;
use denetci::{Durum, Hal, Kayit, Olcum, Secenek, Sonuc};

/// S1 (job 0) never passes its first step; S4 (job 3) hangs on its third step on its first two
/// tries.
fn ariza(is: usize, k: &Kayit) -> Sonuc {
    match (is, k.adim, k.deneme) {
        (0, 0, _) => Sonuc::Kalici,
        (3, 2, deneme) if deneme < 2 => Sonuc::Asili,
        _ => Sonuc::Tamam,
    }
}

fn kos() -> (Olcum, Vec<TurOlayi<Olay>>, Durum) {
    let s = Secenek::default();
    let (mut durum, mut olcum, mut olaylar) = (Durum::default(), Olcum::default(), Vec::new());
    // every job settles well within the lesson's round limit
    for t in 1..=s.tur {
        if durum.isler.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi)) {
            break;
        }
        let a = denetci::kosum::tur_arizasi(&durum, ariza);
        durum.tur(&s, &a, &mut Turda(t, &mut Sayan(&mut olcum, &mut olaylar)));
    }
    (olcum.ozetle(), olaylar, durum)
}

/// S1 and S4, S1's first step and S4's third, by their places in `ISLER` and `ADIM`.
const S1: usize = 0;
/// S4.
const S4: usize = 3;
/// The first step.
const TARIFE: usize = 0;
/// The third step.
const FATURA: usize = 2;

/// The events about S1 and S4 other than routine starts and records.
fn s1_s4(olaylar: &[TurOlayi<Olay>]) -> Vec<(u32, Olay)> {
    let ilgili = |k: &&TurOlayi<Olay>| match &k.olay {
        Olay::KayitDusmedi { is, .. } | Olay::YenidenSurdu { is, .. } => [S1, S4].contains(is),
        Olay::Bitti { is } | Olay::TelafiEdildi { is, .. } => [S1, S4].contains(is),
        _ => false,
    };
    olaylar.iter().filter(ilgili).map(|k| (k.tur, k.olay.clone())).collect()
}

#[test]
fn s1_telafi_edilir_s4_iki_asilidan_sonra_biter() {
    let (_, olaylar, durum) = kos();
    let dusmedi = |is, adim, neden| Olay::KayitDusmedi { is, adim, neden };
    let surdu = |is, adim, gecikme, bosa| Olay::YenidenSurdu { is, adim, gecikme, bosa };
    assert_eq!(
        s1_s4(&olaylar),
        [
            (2, dusmedi(S1, TARIFE, Sonuc::Kalici)),
            (4, dusmedi(S4, FATURA, Sonuc::Asili)),
            (4, surdu(S1, TARIFE, 2, false)),
            (5, dusmedi(S1, TARIFE, Sonuc::Kalici)),
            (6, surdu(S1, TARIFE, 1, false)),
            (6, surdu(S4, FATURA, 2, true)),
            (7, dusmedi(S1, TARIFE, Sonuc::Kalici)),
            (7, dusmedi(S4, FATURA, Sonuc::Asili)),
            (8, surdu(S1, TARIFE, 1, false)),
            (8, surdu(S4, FATURA, 1, true)),
            (8, Olay::TelafiEdildi { is: S1, adim_sayisi: 0 }),
            (10, Olay::Bitti { is: S4 }),
        ]
    );
    assert_eq!(durum.tur, 10);
    assert_eq!((durum.isler[0].hal, durum.isler[3].hal), (Hal::Telafi, Hal::Bitti));
}

#[test]
fn sayimlar_olaylardan() {
    let (o, _, _) = kos();
    assert_eq!(
        (o.tamamlanan, o.telafi_edilen_is, o.telafi_edilen, o.yarim_kalan_is),
        (11, 1, 0, 0)
    );
    assert_eq!((o.yeniden_surulen, o.bosa_yurutulen, o.adim), (5, 2, 44));
    assert_eq!(
        (o.kurtarma.as_slice(), o.ort_kurtarma, o.en_kotu_kurtarma),
        (&[2, 1, 2, 1, 1][..], 1.4, 2)
    );
    assert_eq!((o.okunan_kayit, o.bittigi_tur), (60, 10));
}

#[test]
fn hikaye() {
    let (_, olaylar, _) = kos();
    let satirlar = denetci::anlatim::anlat(&olaylar, 80, true);
    deneme::satirlarda(&satirlar, &[(6, "S4 fatura yürütüldü ama kaydı DÜŞMEDİ (asılı)")]);
    assert!(
        satirlar[7]
            .contains("S4 fatura 1 tur gecikmeyle yeniden sürüldü (BOŞA: iş zaten yapılmıştı)"),
        "{}",
        satirlar[7]
    );
    assert_eq!(
        satirlar.last().unwrap(),
        "bütün işler 10. turda yerleşti; koşum erken bitti (80 tur yerine)"
    );
}

/// Without a supervisor the lesson's run stops after the first round in which nothing happened
/// (`kosum::izle`): over every option set of a grid, it tells the same events and counts the
/// same totals as a run that plays every round until every job has settled.
#[test]
fn olaysiz_turda_durmak_sonucu_degistirmez() {
    use denetci::{ISLER, dersin_arizasi, izle};
    let mut denenen = 0;
    for (tarama, kira, deneme_siniri, tur) in
        kombinasyonlar([1, 2, 3], [1, 2, 5], [1, 3], [0, 1, 4, 9, 80, 300])
    {
        let s = Secenek { denetci: false, tarama, kira, deneme_siniri, tur, ariza: None };
        let (mut kisa, mut tam) = (Vec::new(), Vec::new());
        let o = izle(&s, &mut kisa).unwrap();
        let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
        for t in 1..=tur {
            let a = denetci::kosum::tur_arizasi(&durum, dersin_arizasi);
            durum.tur(&s, &a, &mut Turda(t, &mut Sayan(&mut olcum, &mut tam)));
            if olcum.tamamlanan + olcum.telafi_edilen_is == ISLER.len() as u32 {
                break;
            }
        }
        olcum.yarim_kalan_is = durum.isler.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
        assert_eq!((o, kisa), (olcum.ozetle(), tam), "{s:?}");
        denenen += 1;
    }
    assert_eq!(denenen, 108);
}

/// Every combination of the four lists.
fn kombinasyonlar<const A: usize, const B: usize, const C: usize, const D: usize>(
    a: [u32; A],
    b: [u32; B],
    c: [u32; C],
    d: [u32; D],
) -> Vec<(u32, u32, u32, u32)> {
    let mut v = Vec::new();
    for x in a {
        for y in b {
            for z in c {
                for w in d {
                    v.push((x, y, z, w));
                }
            }
        }
    }
    v
}
