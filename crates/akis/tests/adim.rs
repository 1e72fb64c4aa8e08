//! The step function driven by faults the lesson never uses, with events and counts worked out
//! by hand: one job whose third step (fatura) fails, with only one of the two earlier services
//! (sozlesme, not ucretlendirme) subscribed to its cancel event.

use akis::iz::{Konu, Olay};
use akis::{Ariza, Durum, Kip, Olcum, Secenek, Servis};
use ders::Kume;
use ders::iz::Sayan;

const ARIZA: Ariza = Ariza { hata: Some(2), abone: Kume::tek(Servis::Sozlesme as usize) };

/// Runs the first job to its end, step by step: (steps taken, totals, events, state).
fn bir_is(kip: Kip) -> (usize, Olcum, Vec<Olay>, Durum) {
    let s = Secenek::yeni(kip);
    let (mut durum, mut olcum, mut olaylar) = (Durum::default(), Olcum::default(), Vec::new());
    let mut adim = 0;
    while durum.is == 0 {
        durum.adim(&s, &ARIZA, &mut Sayan(&mut olcum, &mut olaylar));
        adim += 1;
    }
    (adim, olcum, olaylar, durum)
}

fn ileti(kimden: usize, kime: usize, konu: Konu) -> Olay {
    Olay::Ileti { is: "S1", kimden, kime: Some(kime), konu }
}

#[test]
fn koreografide_abone_olmayanin_yazmasi_kalir() {
    let (adim, o, olaylar, durum) = bir_is(Kip::Koreografi);
    assert_eq!(
        olaylar,
        [
            ileti(0, 1, Konu::IsBasladi),
            ileti(1, 2, Konu::AdimBitti("tarife")),
            Olay::Kesinlesti { is: "S1", adim: "tarife" },
            ileti(2, 3, Konu::AdimBitti("indirim")),
            Olay::Kesinlesti { is: "S1", adim: "indirim" },
            ileti(3, 0, Konu::AdimHatasi("fatura")),
            Olay::HataVerdi { is: "S1", adim: "fatura" },
            ileti(3, 2, Konu::Iptal("indirim")),
            Olay::Telafi { is: "S1", adim: "indirim", abone: true },
            Olay::Telafi { is: "S1", adim: "tarife", abone: false },
            Olay::Durdu { is: "S1", adim: "fatura", kesinlesen: 2, acik: 1 },
        ]
    );
    // three steps forward, two compensations, the end
    assert_eq!(adim, 6);
    let sayilar = (o.ileti, o.adim, o.telafi_edilen, o.telafisiz_adim, o.yarim_kalan_is);
    assert_eq!(sayilar, (5, 2, 1, 1, 1));
    // the tariff write stands, the discount was undone
    assert_eq!(durum.kalici, [Kume::tek(0), Kume::BOS, Kume::BOS, Kume::BOS]);
    assert_eq!(
        akis::iz::anlat(Kip::Koreografi, &olaylar),
        [
            "S1: tarife (ucretlendirme) kesinlesti -> indirim (sozlesme) kesinlesti -> fatura (faturalama) HATA verdi -> indirim telafi edildi (iptal olayi) -> tarife TELAFI EDILMEDI (ucretlendirme iptal olayina abone degil, yazma kaldi) | durdu, acik kalan 1, 5 ileti"
        ]
    );
}

#[test]
fn orkestrasyonda_abonelik_onemsiz_hepsi_telafi_edilir() {
    let (adim, o, olaylar, durum) = bir_is(Kip::Orkestrasyon);
    let iletiler = olaylar.iter().filter(|e| matches!(e, Olay::Ileti { .. })).count();
    // a command and a reply for each of the three steps and each of the two compensations
    assert_eq!((adim, iletiler as u32, o.ileti), (6, 10, 10));
    assert_eq!((o.telafi_edilen, o.telafisiz_adim, o.yarim_kalan_is), (2, 0, 0));
    assert_eq!(durum.kalici, [Kume::BOS; 4]);
    assert_eq!(
        olaylar.last(),
        Some(&Olay::Durdu { is: "S1", adim: "fatura", kesinlesen: 2, acik: 0 })
    );
}
