//! `cargo bench -p kesif`: how fast the explorer goes and how its state space grows, beside
//! stateright's own two-phase-commit example (`examples/2pc.rs` of the stateright package cargo
//! fetched, built from there, not copied) run in the same benchmark; then the plain check by the
//! engine before the compact store (kept in `eski_genislik.rs`) beside today's, the fewest-faults
//! search beside the plain check on lider's own configuration, and the fewest-faults search
//! against the plain check of the same claims on each design (their ratio).
//!
//! Unique states are exact and repeatable; seconds and states a second are this machine's.

#[path = "eski_genislik.rs"]
mod eski_genislik;

use kesif::Denetlenebilir;
use std::process::Command;
use std::time::Instant;

/// One exhaustive run: unique states, states explored, seconds.
fn olc<M: Denetlenebilir>(m: M) -> (usize, usize, f64) {
    let bas = Instant::now();
    let r = kesif::denetle(kesif::denetlenen::Denetlenen::yeni(m, "hiz"))
        .expect("under the memory limit");
    let s = bas.elapsed().as_secs_f64();
    let ilk = &r[0];
    (ilk.denetim.durum, ilk.denetim.kesfedilen, s)
}

/// The same run with the search of `arama::genislik` on one thread (as the book's page runs it).
fn ara<M: Denetlenebilir>(m: M) -> (usize, usize, f64) {
    arama::is_parcacigi(1);
    let bas = Instant::now();
    let r = arama::genislik::ara(&m, &mut |_| true);
    arama::is_parcacigi(0);
    (r.ilerleme.durum, r.ilerleme.kesfedilen, bas.elapsed().as_secs_f64())
}

fn satir(ad: &str, (durum, kesfedilen, saniye): (usize, usize, f64)) {
    println!(
        "{ad:<52} {durum:>10} {kesfedilen:>11} {saniye:>8.2} {:>10.0}",
        kesfedilen as f64 / saniye.max(1e-9)
    );
}

/// stateright's 2pc example with `rm` resource managers, built from the package source cargo
/// fetched: unique states, states explored, seconds (the whole process: its `check` command,
/// depth-first on every core, reporting once a second, so its time is rounded up to a second;
/// the larger sizes keep that rounding small).
fn iki_asamali(rm: usize) -> Option<(usize, usize, f64)> {
    let meta = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()?;
    let v: serde_json::Value = serde_json::from_slice(&meta.stdout).ok()?;
    let paket = v["packages"].as_array()?.iter().find(|p| p["name"] == "stateright")?;
    let manifest = paket["manifest_path"].as_str()?;
    let hedef = v["target_directory"].as_str()?;
    let hedef = std::path::Path::new(hedef).join("2pc");
    let derle = Command::new(env!("CARGO"))
        .args(["build", "--release", "--quiet", "--example", "2pc", "--manifest-path", manifest])
        .arg("--target-dir")
        .arg(&hedef)
        .status()
        .ok()?;
    if !derle.success() {
        return None;
    }
    let bas = Instant::now();
    let cikti = Command::new(hedef.join("release/examples/2pc"))
        .args(["check", &rm.to_string()])
        .output()
        .ok()?;
    let saniye = bas.elapsed().as_secs_f64();
    let metin = String::from_utf8_lossy(&cikti.stdout);
    let son = metin.lines().find(|l| l.starts_with("Done."))?;
    let deger = |ad: &str| -> Option<usize> {
        son.split(", ").find_map(|p| p.trim_start_matches("Done. ").strip_prefix(ad))?.parse().ok()
    };
    Some((deger("unique=")?, deger("states=")?, saniye))
}

/// Each design of lesson `D` at the report's bounds: the plain breadth-first check of the claims
/// the fewest-faults search takes, beside that search, each run `kez` times in turn (the median
/// printed), and their ratio.
fn en_az_cifti<D: arama::Denetim>(kez: usize) {
    let ortanca = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    for t in D::tasarimlar(&arama::Sinirlar::tam(), &[]) {
        let (mut duz, mut en_az) = (Vec::new(), Vec::new());
        // a small design is run again and again within a sample, so a sample lasts 20 ms at least
        let bas = Instant::now();
        let durum = arama::en_az::duz(&t.model, &mut |_| true).ilerleme.durum;
        let tekrar = (0.02 / bas.elapsed().as_secs_f64().max(1e-9)).ceil().max(1.0) as usize;
        for _ in 0..kez {
            let bas = Instant::now();
            for _ in 0..tekrar {
                arama::en_az::duz(&t.model, &mut |_| true);
            }
            duz.push(bas.elapsed().as_secs_f64() / tekrar as f64);
            let bas = Instant::now();
            for _ in 0..tekrar {
                arama::en_az::en_az(&t.model, &mut |_| true);
            }
            en_az.push(bas.elapsed().as_secs_f64() / tekrar as f64);
        }
        let (d, e) = (ortanca(duz), ortanca(en_az));
        println!(
            "{:<52} {durum:>10} {:>9.4} {:>9.4} {:>6.2}",
            format!("{}, {}", <D as ders::Ders>::AD, t.kontrol),
            d,
            e,
            e / d.max(1e-9)
        );
    }
}

/// The plain check of `m` by the engine before the compact store and by today's on one core
/// and with a thread a core making its steps, in turn, `kez` times each (the median printed):
/// states explored a second, the ratio per core, and the bytes today's store took a state.
fn motorlar<M: Denetlenebilir>(ad: &str, m: &M, kez: usize) {
    let ortanca = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (mut eski, mut tek, mut hepsi) = (Vec::new(), Vec::new(), Vec::new());
    let (mut kesfedilen, mut durum, mut bayt) = (0, 0, 0);
    for _ in 0..kez {
        let bas = Instant::now();
        let e = eski_genislik::ara(m, &mut |_| true);
        eski.push(bas.elapsed().as_secs_f64());
        for (n, sureler) in [(1, &mut tek), (0, &mut hepsi)] {
            arama::is_parcacigi(n);
            let bas = Instant::now();
            let y = arama::genislik::ara(m, &mut |_| true);
            sureler.push(bas.elapsed().as_secs_f64());
            assert_eq!(
                (e.ilerleme.durum, e.ilerleme.kesfedilen),
                (y.ilerleme.durum, y.ilerleme.kesfedilen),
                "the two engines explore the same states"
            );
            let bulgu = |o: &str, y: &Option<Vec<_>>| (o.to_string(), y.clone());
            assert_eq!(
                e.bulgular.iter().map(|b| bulgu(b.ozellik, &b.yol)).collect::<Vec<_>>(),
                y.bulgular.iter().map(|b| bulgu(b.ozellik, &b.yol)).collect::<Vec<_>>(),
                "the two engines find the same paths"
            );
            (kesfedilen, durum, bayt) = (y.ilerleme.kesfedilen, y.ilerleme.durum, y.bayt);
        }
    }
    let hiz = |v| kesfedilen as f64 / ortanca(v);
    let (e, t, h) = (hiz(eski), hiz(tek), hiz(hepsi));
    println!(
        "{ad:<40} {durum:>8} {kesfedilen:>9} {e:>10.0} {t:>10.0} {:>5.2} {h:>10.0} {:>6.1}",
        t / e,
        bayt as f64 / durum.max(1) as f64
    );
}

/// The fewest-faults search beside the plain check of the same claims on `m`, once each on one
/// core: states explored a second by each, the ratio of their time a state explored, and the
/// bytes the search's store and graph took a state; then the search with a thread a core
/// making its steps.
fn en_az_duz<M: Denetlenebilir>(ad: &str, m: &M) {
    arama::is_parcacigi(1);
    let bas = Instant::now();
    let d = arama::en_az::duz(m, &mut |_| true);
    let ds = bas.elapsed().as_secs_f64();
    let bas = Instant::now();
    let e = arama::en_az::en_az(m, &mut |_| true);
    let es = bas.elapsed().as_secs_f64();
    arama::is_parcacigi(0);
    let bas = Instant::now();
    arama::en_az::en_az(m, &mut |_| true);
    let hs = bas.elapsed().as_secs_f64();
    let k = e.ilerleme.kesfedilen as f64;
    let (dh, eh) = (d.ilerleme.kesfedilen as f64 / ds, k / es);
    println!(
        "{ad:<40} {:>8} {:>9} {dh:>10.0} {eh:>10.0} {:>5.2} {:>10.0} {:>6.1}",
        e.ilerleme.durum,
        e.ilerleme.kesfedilen,
        dh / eh,
        k / hs,
        e.bayt as f64 / e.ilerleme.durum.max(1) as f64
    );
}

fn main() {
    // the explorer's table first: the searches after it allocate gigabytes, which would leave
    // its runs a different heap from a process that ran it alone
    kesif_tablosu();
    println!();
    motor_tablolari();
}

/// How fast the explorer (stateright) goes and how its state space grows, beside `arama`'s
/// search and stateright's own two-phase-commit example.
fn kesif_tablosu() {
    use dersler::denetci::kesif_modeli::{DenetciModeli, secenek as ds};
    use dersler::lider::kesif_modeli::{LiderModeli, secenek as ls};
    println!(
        "{:<52} {:>10} {:>11} {:>8} {:>10}",
        "model", "durum", "kesfedilen", "saniye", "durum/s"
    );
    for dugum in [3, 4, 5] {
        let ad = format!("lider, {dugum} dugum, 24 tur, her kume ulasilamaz olabilir");
        let m = || LiderModeli::yeni(ls(dugum, 24, true), dugum as usize, None);
        satir(&ad, olc(m()));
        if dugum < 5 {
            satir("  ayni, arama::genislik (tek is parcacigi)", ara(m()));
        }
    }
    for tur in [12, 18, 24] {
        let ad = format!("lider, 5 dugum, {tur} tur, ayni anda en cok 2");
        satir(&ad, olc(LiderModeli::yeni(ls(5, tur, true), 2, None)));
    }
    for arizali in [1, 2, 3] {
        let ad = format!("denetci, {arizali} arizali is, butce 4, 41 tur");
        let m = || DenetciModeli::yeni(ds(true, 12), arizali, 4);
        satir(&ad, olc(m()));
        satir("  ayni, arama::genislik (tek is parcacigi)", ara(m()));
    }
    for rm in [6, 7, 8] {
        match iki_asamali(rm) {
            Some(o) => satir(&format!("stateright 2pc, {rm} RM (check, her cekirdek)"), o),
            None => println!("stateright 2pc, {rm} RM: derlenemedi ya da calismadi"),
        }
    }
}

/// Today's plain check beside the engine before the compact store, the fewest-faults search
/// beside the plain check on lider's own configuration, and the two on each design.
fn motor_tablolari() {
    use dersler::lider::kesif_modeli::{LiderModeli, secenek as ls};
    let cekirdek = arama::is_parcacigi_sayisi();
    println!(
        "düz denetim: sıkıştırmadan önceki motor (3c66619, tek iş parçacığı) ve bugünkü, tek \
         çekirdekte ve adımları {cekirdek} çekirdekte yapılarak; aynı yapılandırma, 3 koşumun \
         ortancası; kat tek çekirdekte; bayt/durum bugünkü deponun"
    );
    println!(
        "{:<40} {:>8} {:>9} {:>10} {:>10} {:>5} {:>10} {:>6}",
        "yapılandırma",
        "durum",
        "keşfedilen",
        "eski ad./s",
        "1 çek. a/s",
        "kat",
        "hepsi a/s",
        "B/durum"
    );
    for dugum in [4, 5] {
        let m = LiderModeli::yeni(ls(dugum, 24, true), dugum as usize, None);
        motorlar(&format!("lider, {dugum} düğüm, 24 tur, her küme"), &m, 3);
    }
    println!();
    println!(
        "en az arıza araması ve aynı özelliklerin düz denetimi, bugünkü motor, tek çekirdekte: \
         adım/s ve bir adımın süre oranı (en az / düz); sonra en az arama {cekirdek} çekirdekte; \
         bayt/durum en az arama deposunun"
    );
    println!(
        "{:<40} {:>8} {:>9} {:>10} {:>10} {:>5} {:>10} {:>6}",
        "tasarım", "durum", "keşfedilen", "düz ad./s", "en az a/s", "oran", "hepsi a/s", "B/durum"
    );
    for (ad, citleme, kalici) in
        [("yalın", false, false), ("çitleme", true, false), ("çitleme+kalıcı tetik", true, true)]
    {
        let s = dersler::lider::Secenek { kalici_tetik: kalici, ..ls(5, 24, citleme) };
        en_az_duz(&format!("lider {ad}, 5 düğüm, her küme"), &LiderModeli::yeni(s, 5, None));
    }
    println!();
    println!(
        "kaç arıza yeter: düz denetim ve en az arıza araması, aynı yapılandırma ve aynı \
         özellikler (yapılan ve yapılmayan), tek iş parçacığı, 7 koşumun ortancası"
    );
    println!("{:<52} {:>10} {:>9} {:>9} {:>6}", "tasarim", "durum", "duz s", "en az s", "oran");
    arama::is_parcacigi(1);
    en_az_cifti::<dersler::akis::Akis>(7);
    en_az_cifti::<dersler::denetci::Denetci>(7);
    en_az_cifti::<dersler::lider::Lider>(7);
    arama::is_parcacigi(0);
}
