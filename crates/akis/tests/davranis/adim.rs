//! The step function driven by faults the lesson never uses, with events and counts worked out
//! by hand: one job whose third step (fatura) fails, with only one of the two earlier services
//! (sozlesme, not ucretlendirme) subscribed to its cancel event.

use akis::olay::{Konu, Olay};
use akis::{Ariza, Durum, Kip, Olcum, Secenek, Servis};
use cekirdek::{Kume, Sayan};

/// The steps by their place in `ADIM`.
const TARIFE: usize = 0;
/// The second step.
const INDIRIM: usize = 1;
/// The third step.
const FATURA: usize = 2;

const ARIZA: Ariza = Ariza {
    hata: Some(FATURA),
    abone: Kume::tek(Servis::Sozlesme as usize),
    kayip: Kume::BOS,
    cift: Kume::BOS,
};

/// Runs the first job to its end, step by step: (steps taken, totals, events, state).
fn bir_is(kip: Kip) -> (usize, Olcum, Vec<Olay>, Durum) {
    bir_is_ile(kip, &ARIZA)
}

/// The same with faults `ariza`.
fn bir_is_ile(kip: Kip, ariza: &Ariza) -> (usize, Olcum, Vec<Olay>, Durum) {
    let s = Secenek::yeni(kip);
    let (mut durum, mut olcum, mut olaylar) = (Durum::default(), Olcum::default(), Vec::new());
    let mut adim = 0;
    // a job ends within its steps and their compensations
    while durum.is == 0 && adim < 2 * akis::ADIM.len() + 2 {
        durum.adim(&s, ariza, &mut Sayan(&mut olcum, &mut olaylar));
        adim += 1;
    }
    (adim, olcum, olaylar, durum)
}

fn ileti(kimden: usize, kime: usize, konu: Konu) -> Olay {
    Olay::Ileti { is: 0, kimden, kime: Some(kime), konu }
}

#[test]
fn koreografide_abone_olmayanin_yazmasi_kalir() {
    let (adim, o, olaylar, durum) = bir_is(Kip::Koreografi);
    assert_eq!(
        olaylar,
        [
            ileti(0, 1, Konu::IsBasladi),
            ileti(1, 2, Konu::AdimBitti(TARIFE)),
            Olay::Kesinlesti { is: 0, adim: TARIFE },
            ileti(2, 3, Konu::AdimBitti(INDIRIM)),
            Olay::Kesinlesti { is: 0, adim: INDIRIM },
            ileti(3, 0, Konu::AdimHatasi(FATURA)),
            Olay::HataVerdi { is: 0, adim: FATURA },
            ileti(3, 2, Konu::Iptal(INDIRIM)),
            Olay::Telafi { is: 0, adim: INDIRIM, abone: true, kayip: false, cift: false },
            Olay::Telafi { is: 0, adim: TARIFE, abone: false, kayip: false, cift: false },
            Olay::Durdu { is: 0, adim: FATURA, kesinlesen: 2, acik: 1 },
        ]
    );
    // three steps forward, two compensations, the end
    assert_eq!(adim, 6);
    let sayilar = (o.ileti, o.adim, o.telafi_edilen, o.telafisiz_adim, o.yarim_kalan_is);
    assert_eq!(sayilar, (5, 2, 1, 1, 1));
    // the tariff write stands, the discount was undone
    assert_eq!(durum.kalici, [Kume::tek(0), Kume::BOS, Kume::BOS, Kume::BOS]);
    assert_eq!(
        akis::anlatim::anlat(Kip::Koreografi, &olaylar),
        [
            "S1: tarife (ucretlendirme) kesinleşti -> indirim (sozlesme) kesinleşti -> fatura (faturalama) HATA verdi -> indirim telafi edildi (iptal olayı) -> tarife TELAFİ EDİLMEDİ (ucretlendirme iptal olayına abone değil, yazma kaldı) | durdu, açık kalan 1, 5 ileti"
        ]
    );
}

#[test]
fn orkestrasyonda_abonelik_onemsiz_hepsi_telafi_edilir() {
    let (adim, o, olaylar, durum) = bir_is(Kip::Orkestrasyon);
    let iletiler = olaylar.iter().filter(|e| matches!(e, Olay::Ileti { .. })).count();
    // a command and a reply for each of the three steps and each of the two compensations
    assert_eq!((adim, iletiler as u32, o.ileti), (6, 10, 10));
    // the coordinator (lifeline 0) calls each compensation, and the service it called replies
    let telafi: Vec<&Olay> = olaylar
        .iter()
        .filter(|e| matches!(e, Olay::Ileti { konu: Konu::Iptal(_) | Konu::IptalTamam, .. }))
        .collect();
    assert_eq!(
        telafi,
        [
            &ileti(0, 2, Konu::Iptal(INDIRIM)),
            &ileti(2, 0, Konu::IptalTamam),
            &ileti(0, 1, Konu::Iptal(TARIFE)),
            &ileti(1, 0, Konu::IptalTamam),
        ]
    );
    assert_eq!((o.telafi_edilen, o.telafisiz_adim, o.yarim_kalan_is), (2, 0, 0));
    assert_eq!(durum.kalici, [Kume::BOS; 4]);
    assert_eq!(olaylar.last(), Some(&Olay::Durdu { is: 0, adim: FATURA, kesinlesen: 2, acik: 0 }));
}

/// Orchestration with the compensation command for the discount delivered twice and the one for
/// the tariff lost: the discount is compensated twice (two commands, two replies), the tariff
/// not at all, and the coordinator, with no reply, knows; the tariff write stays.
#[test]
fn orkestrasyonda_kayip_ve_cift_komut() {
    let ariza = Ariza {
        kayip: Kume::tek(Servis::Ucretlendirme as usize),
        cift: Kume::tek(Servis::Sozlesme as usize),
        ..ARIZA
    };
    let (adim, o, olaylar, durum) = bir_is_ile(Kip::Orkestrasyon, &ariza);
    let telafiler: Vec<&Olay> =
        olaylar.iter().filter(|e| matches!(e, Olay::Telafi { .. })).collect();
    assert_eq!(
        telafiler,
        [
            &Olay::Telafi { is: 0, adim: INDIRIM, abone: true, kayip: false, cift: true },
            &Olay::Telafi { is: 0, adim: TARIFE, abone: true, kayip: true, cift: false },
        ]
    );
    // 3 steps x 2, then the discount's command and reply twice, nothing for the tariff
    assert_eq!((adim, o.ileti, o.telafi_edilen, o.telafisiz_adim), (6, 10, 1, 1));
    assert_eq!(durum.kalici, [Kume::tek(0), Kume::BOS, Kume::BOS, Kume::BOS]);
    let anlatim = akis::anlatim::anlat(Kip::Orkestrasyon, &olaylar);
    assert!(
        anlatim[0].contains(
            "indirim telafi edildi (yürütücü çağırdı, ileti iki kez ulaştı: İKİ KEZ telafi)"
        ),
        "{anlatim:?}"
    );
    assert!(
        anlatim[0].contains(
            "tarife TELAFİ EDİLMEDİ (telafi komutu KAYBOLDU, yürütücü yanıt alamadı, yazma kaldı)"
        ),
        "{anlatim:?}"
    );
}
