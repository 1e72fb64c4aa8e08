//! The `--ariza` notation covers every fault the checker's adversary may choose: any path of any
//! configuration, written as a reader writes it and read back, chooses the path's faults again
//! at every step.

use iddia::{DersModeli, Sinirlar, Yapilandirma, tekrar};

/// A small deterministic generator (the same paths every run).
struct Sayac(u64);

impl Sayac {
    fn sonraki(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// Walks `kac` random paths of each real configuration to their end and replays each.
fn her_yol<M: DersModeli>(yapilandirmalar: Vec<Yapilandirma<M>>, kac: usize) -> usize {
    let mut sayac = Sayac(20);
    let mut denenen = 0;
    for (etiket, m) in yapilandirmalar.into_iter().filter(|(_, m)| m.kusur().is_none()) {
        let ozellik = M::OZELLIKLER.iter().find(|o| (o.uygun)(&m)).expect("a claim").ad;
        for _ in 0..kac {
            let (mut d, mut yol, mut secenekler) = (m.ilk().remove(0), Vec::new(), Vec::new());
            loop {
                secenekler.clear();
                m.eylemler(&d, &mut secenekler);
                if secenekler.is_empty() {
                    break;
                }
                let e = secenekler.swap_remove(sayac.sonraki(secenekler.len()));
                d = m.sonraki(&d, e.clone());
                yol.push(e);
            }
            let t = tekrar(&m, ozellik, &yol).unwrap_or_else(|e| panic!("{etiket}: {e}"));
            assert!(t.komut.contains("--ariza"), "{}", t.komut);
            denenen += 1;
        }
    }
    denenen
}

#[test]
fn her_yol_yazilir_ve_ayni_arizalari_secer() {
    let s = Sinirlar::kucuk();
    assert_eq!(her_yol(iddia::lider::yapilandirmalar(&s), 300), 300);
    assert_eq!(her_yol(iddia::denetci::yapilandirmalar(&s), 300), 600);
    assert_eq!(her_yol(iddia::akis::yapilandirmalar(&s), 300), 600);
}
