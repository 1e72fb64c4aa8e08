//! The lesson's moments on its own run ([`program::an`]), against the walk and the runs cut at
//! their stops: every moment a lesson lists is in `olc --iz --json`'s walk, in the run's order,
//! at a stop of the walk; its columns' lines are the stop's; the figures it names are those
//! `olc --<kesen> N` prints, and the stop before's; its `docs/ayrilik.md` entry exists; `olc
//! --iz` prints each; and a scenario other than the lesson's has none.

use dersler::DERSLER;
use serde_json::Value;

#[test]
fn anlar_yuruyusun_duraklarinda_kesilen_kosumla_ayni() {
    let ayrilik = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/ayrilik.md"),
    )
    .unwrap();
    for d in DERSLER {
        let olc = |a: &[&str]| d.calistir(ders::Program::Olc, a).cikti;
        let y: Value = serde_json::from_str(&d.yuruyus("").unwrap()).unwrap();
        let kesen = y["kesen"].as_str().unwrap();
        let duraklar = y["duraklar"].as_array().unwrap();
        let olculer: Vec<&str> =
            y["olculer"].as_array().unwrap().iter().map(|o| o.as_str().unwrap()).collect();
        let sutunlar: Vec<&str> =
            y["sutunlar"].as_array().unwrap().iter().map(|o| o.as_str().unwrap()).collect();
        let anlar = y["anlar"].as_array().unwrap();
        assert_eq!(anlar.len(), d.anlar().len(), "{}", d.ad());
        let iz = olc(&["--iz"]);
        let mut onceki = 0;
        for (a, tanim) in anlar.iter().zip(d.anlar()) {
            let ne = format!("{}: {}", d.ad(), tanim.yer.okunus());
            let i = a["durak"].as_u64().unwrap() as usize;
            let n = a["nokta"].as_u64().unwrap() as u32;
            assert_eq!(
                (n, duraklar[i]["nokta"].as_u64().unwrap() as u32),
                (tanim.durak, n),
                "{ne}"
            );
            assert!(i >= onceki, "{ne}: anlar koşumun sırasında değil");
            onceki = i;
            let kesik =
                program::yuruyus::basili_ilk_tablo(&olc(&[&format!("--{kesen}"), &n.to_string()]));
            let once = (i > 0).then(|| {
                let m = duraklar[i - 1]["nokta"].as_u64().unwrap().to_string();
                program::yuruyus::basili_ilk_tablo(&olc(&[&format!("--{kesen}"), &m]))
            });
            for s in a["sutunlar"].as_array().unwrap() {
                let c = sutunlar.iter().position(|x| *x == s["sutun"]).expect("a column");
                assert_eq!(s["satir"], duraklar[i]["sutunlar"][c]["satir"], "{ne}");
                assert!(
                    s["satir"].is_string() || tanim.sutunlar.len() > 1,
                    "{ne}: satırsız tek sütun"
                );
            }
            let rakamlar = a["rakamlar"].as_array().unwrap();
            assert_eq!(rakamlar.len(), tanim.olculer.len() * tanim.sutunlar.len(), "{ne}");
            for r in rakamlar {
                let k = olculer.iter().position(|o| *o == r["olcu"]).expect("a row");
                let c = sutunlar.iter().position(|x| *x == r["sutun"]).expect("a column");
                assert_eq!(r["deger"].as_u64().unwrap() as u32, kesik[k][c], "{ne}: {r}");
                let o = once.as_ref().map(|t| t[k][c]);
                assert_eq!(r["onceki"].as_u64().map(|x| x as u32), o, "{ne}: {r}");
            }
            if let Some(y) = tanim.ayrilik {
                assert!(
                    ayrilik.contains(&format!("<a id=\"{y}\"></a>")),
                    "{ne}: ayrilik.md#{y} yok"
                );
            }
            assert!(
                iz.contains(&format!(
                    "{} — {}",
                    a["ad"].as_str().unwrap(),
                    a["konum"].as_str().unwrap()
                )),
                "{ne}: olc --iz anmıyor"
            );
        }
        // off the lesson's own scenario the lesson narrates nothing
        let ilk = duraklar[0]["nokta"].as_u64().unwrap() as u32;
        let kesim: Value = serde_json::from_str(&d.durak_komutu("", ilk).unwrap()).unwrap();
        let baska: Value =
            serde_json::from_str(&d.yuruyus(kesim["parca"].as_str().unwrap()).unwrap()).unwrap();
        assert_eq!(baska["anlar"], Value::Array(vec![]), "{}", d.ad());
        assert!(
            !olc(&[&format!("--{kesen}"), "1", "--iz"]).contains("Dersle birlikte"),
            "{}",
            d.ad()
        );
    }
}
