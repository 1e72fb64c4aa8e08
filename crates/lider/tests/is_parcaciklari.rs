//! The searches give the same results whether other threads make their steps or not
//! (`arama::is_parcacigi`): every count, verdict, path and fewest faults, on the report's three
//! nodes, where the levels and the fewest-faults steps hold thousands of states (a batch is
//! made by threads from a few hundred). Its own process: the setting is the process's.

use arama::{Denetim, Sinirlar};
use lider::Lider;

#[test]
fn is_parcacigi_sayisi_sonucu_degistirmez() {
    let s = Sinirlar::tam();
    for t in Lider::tasarimlar(&s, &[]) {
        let mut sonuclar = Vec::new();
        for n in [1, 2, 3] {
            arama::is_parcacigi(n);
            let duz = arama::en_az::duz(&t.model, &mut |_| true);
            let en_az = arama::en_az::en_az(&t.model, &mut |_| true);
            sonuclar.push((duz, en_az));
        }
        arama::is_parcacigi(0);
        assert!(sonuclar[0].1.yerlesen > 100_000 || t.ad != "yalın", "{}", t.kontrol);
        assert_eq!(sonuclar[0], sonuclar[1], "{}: 1 and 2 threads", t.kontrol);
        assert_eq!(sonuclar[0], sonuclar[2], "{}: 1 and 3 threads", t.kontrol);
    }
}
