//! The single-thread search of `arama::genislik` agrees with stateright, the reference: on every
//! configuration `docs/kesif.json` holds (the lessons' models and their mutants, at both
//! bounds) and on twenty other option sets per lesson, the same verdict for every claim, the
//! same number of unique states and of states explored, and the same counterexamples and
//! witnesses (their schedules).

use arama::genislik::ara;
use arama::kayit::Hukum;
use arama::{Denetim, Sinirlar, Yapilandirma, Yazim};
use dersler::{akis, denetci, lider};
use kesif::denetlenen::Denetlenen;
use kesif::{Denetlenebilir, denetle};

/// Runs both engines on `m` and says where they differ.
fn karsilastir<M: Denetlenebilir>(etiket: &str, m: M) -> Vec<String> {
    let sr = denetle(Denetlenen::yeni(m.clone(), etiket)).unwrap();
    let bu = ara(&m, &mut |_| true);
    let mut farklar = Vec::new();
    let ad = format!("{} / {etiket}", <M::Ders as ders::Ders>::AD);
    let ilk = sr.first().map(|s| (s.denetim.durum, s.denetim.kesfedilen));
    if ilk != Some((bu.ilerleme.durum, bu.ilerleme.kesfedilen)) {
        farklar.push(format!("{ad}: stateright {ilk:?}, arama {:?}", bu.ilerleme));
    }
    if sr.len() != bu.bulgular.len() {
        farklar.push(format!("{ad}: {} iddia, arama {}", sr.len(), bu.bulgular.len()));
    }
    for (s, b) in sr.iter().zip(&bu.bulgular) {
        let ornek = s.karsi_ornek.as_ref().or(s.ornek.as_ref()).map(|o| o.derinlik);
        let bazen = s.denetim.tur == "bazen";
        let hukum = match (bazen, b.yol.is_some()) {
            (false, false) | (true, true) => Hukum::Tutar,
            _ => Hukum::Bozulur,
        };
        // the same path, not only one as long: its schedule as the lesson writes it down
        let yazili = s.karsi_ornek.as_ref().or(s.ornek.as_ref()).map(|o| o.yazili.clone());
        let yol = b.yol.as_ref().map(|y| Yazim::yazili(&m, y).to_string());
        if s.denetim.ozellik != b.ozellik
            || s.denetim.sonuc != hukum
            || ornek != b.yol.as_ref().map(Vec::len)
            || yazili != yol
        {
            farklar.push(format!(
                "{ad} / {}: stateright {:?} {ornek:?}, arama {} {hukum:?} {:?}",
                s.denetim.ozellik,
                s.denetim.sonuc,
                b.ozellik,
                b.yol.as_ref().map(Vec::len)
            ));
        }
    }
    farklar
}

fn hepsi<M: Denetlenebilir>(y: Vec<Yapilandirma<M>>) -> (usize, Vec<String>) {
    let n = y.len();
    (n, y.into_iter().flat_map(|(e, m)| karsilastir(&e, m)).collect())
}

#[test]
fn kayitli_yapilandirmalarda_stateright_ile_ayni() {
    let mut farklar = Vec::new();
    let mut sayi = 0;
    /// Every lesson's configurations at both sizes, from the lessons' one list.
    macro_rules! her_dersin {
        ($($d:path),* $(,)?) => {
            [Sinirlar::tam(), Sinirlar::kucuk()]
                .iter()
                .flat_map(|s| [$(hepsi(<$d as Denetim>::yapilandirmalar(s))),*])
                .collect::<Vec<_>>()
        };
    }
    for (n, f) in dersler::her_ders!(her_dersin) {
        sayi += n;
        farklar.extend(f);
    }
    assert!(sayi >= 30, "{sayi} configurations");
    assert!(farklar.is_empty(), "{}", farklar.join("\n"));
}

#[test]
fn baska_seceneklerde_stateright_ile_ayni() {
    let mut farklar = Vec::new();
    // lider: nodes, rounds, lease, renewal, fencing and the persistent trigger, faults at once
    for i in 0..20u32 {
        let s = lider::Secenek {
            dugum: 2 + i % 3,
            tur: 6 + i % 7,
            kira: 1 + i % 4,
            yenileme: 1 + (i / 4) % 4,
            citleme: i % 2 == 0,
            kalici_tetik: i % 3 != 1,
            ..lider::Secenek::default()
        };
        let ayni_anda = 1 + (i as usize) % (s.dugum as usize);
        let butce = (i % 5 == 0).then_some(3);
        farklar.extend(karsilastir(
            &format!("diger {i}"),
            lider::kesif_modeli::LiderModeli::yeni(s, ayni_anda, butce),
        ));
    }
    // denetci: supervisor, scan interval, lease, retry threshold, faulty jobs, fault budget
    for i in 0..20u32 {
        let mut s = denetci::Secenek {
            denetci: i % 4 != 3,
            tarama: 1 + i % 3,
            kira: 1 + (i / 3) % 3,
            deneme_siniri: 1 + i % 2,
            ..denetci::Secenek::default()
        };
        s.tur = if s.denetci { denetci::ozellik::sinir(&s) } else { 8 + i % 5 };
        let arizali = 1 + (i as usize) % 2;
        let butce = 1 + i % 3;
        farklar.extend(karsilastir(
            &format!("diger {i}"),
            denetci::kesif_modeli::DenetciModeli::yeni(s, arizali, butce),
        ));
    }
    // akis: both modes, message-fault budgets
    for i in 0..20u32 {
        let kip = if i % 2 == 0 { akis::Kip::Koreografi } else { akis::Kip::Orkestrasyon };
        farklar.extend(karsilastir(
            &format!("diger {i}"),
            akis::kesif_modeli::AkisModeli::yeni(kip, i / 2),
        ));
    }
    assert!(farklar.is_empty(), "{}", farklar.join("\n"));
}
