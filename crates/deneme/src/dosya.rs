//! Output that cannot be written: a full disk, a reader that closes early.

/// Runs the built program `yol` (`kim`: lesson and program, `lider olc`) where its output
/// cannot be written and checks that it says so: standard output closed (`>&-`) or a full disk
/// (`> /dev/full`), for the tables, the help and the version, each exits 1 with one line on
/// standard error.
#[cfg(unix)]
pub fn yazma_hatalari(kim: &str, yol: &std::path::Path) {
    use std::process::Command;
    for (arg, ne) in [("", "çıktı"), ("--help", "yardım"), ("--version", "sürüm")] {
        for (yonlendirme, neden) in
            [(">&-", "standart çıktı kapalı"), ("> /dev/full", "diskte yer yok")]
        {
            let betik = format!("\"$0\" {arg} {yonlendirme}");
            let c = Command::new("sh").arg("-c").arg(&betik).arg(yol).output().expect("sh runs");
            let hata = String::from_utf8_lossy(&c.stderr);
            assert_eq!(
                (c.status.code(), hata.as_ref()),
                (Some(1), format!("{kim}: {ne} yazılamadı: {neden}\n").as_str()),
                "{kim} {arg} {yonlendirme}"
            );
        }
    }
}

/// Runs the built program `yol` on `args`, whose output must be longer than a pipe holds, reads
/// one line and closes the pipe (`| head -1`): the program must end at once with 0 and nothing
/// on standard error.
#[cfg(unix)]
pub fn erken_kapanan_okuyan(yol: &std::path::Path, args: &[&str]) {
    use std::io::{BufRead, BufReader, Read};
    use std::process::{Command, Stdio};
    let mut cocuk = Command::new(yol)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut okuyan = BufReader::new(cocuk.stdout.take().expect("piped"));
    let mut satir = String::new();
    okuyan.read_line(&mut satir).expect("one line");
    let mut kalan = vec![0; 1 << 16];
    let okunan = okuyan.read(&mut kalan).expect("more output");
    assert!(okunan > 0, "{yol:?} {args:?}: the output must be longer than one line");
    drop(okuyan);
    let c = cocuk.wait_with_output().expect("the program ends");
    assert_eq!(
        (c.status.code(), c.stderr.as_slice()),
        (Some(0), &b""[..]),
        "{yol:?} {args:?} | head -1"
    );
}

/// `olc --svg`'s paths as the system takes them: a name that is not UTF-8 is written; a file
/// where a folder should be, and a missing folder, are refused (exit 2) naming `--svg`, the path
/// as typed (its other bytes as `\xNN`) and the true reason, in one line.
#[cfg(unix)]
pub fn svg_yollari<D: ders::Programlar>() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let klasor = std::env::temp_dir().join(format!("deneme-svg-{}", D::AD));
    let _ = std::fs::remove_dir_all(&klasor);
    std::fs::create_dir_all(&klasor).expect("a temporary folder");
    let kos = |yol: OsString| {
        let (mut cikti, mut hata) = (Vec::new(), Vec::new());
        let args = vec!["olc".into(), "--svg".into(), yol];
        let kod = program::komut::calistir::<D>(ders::Program::Olc, args, &mut cikti, &mut hata);
        (kod, String::from_utf8_lossy(&hata).into_owned())
    };
    let mut ad = klasor.clone().into_os_string().into_vec();
    ad.extend(b"/\xffresim.svg");
    assert_eq!(kos(OsString::from_vec(ad.clone())), (0, String::new()), "{}", D::AD);
    assert!(std::path::Path::new(&OsString::from_vec(ad)).is_file());
    let dosya = klasor.join("dosya");
    std::fs::write(&dosya, "").expect("a file");
    let k = klasor.display();
    // (a long path is quoted shortened, as every value is)
    let kisa = ders::secenek::kisalt;
    for (yol, neden) in [
        (
            format!("{k}/dosya/x.svg"),
            format!("'{}' bir klasör değil, bir dosya", kisa(&format!("{k}/dosya"))),
        ),
        (format!("{k}/yok/x.svg"), format!("klasörü yok: '{}'", kisa(&format!("{k}/yok")))),
    ] {
        let beklenen = format!("{} olc: --svg '{}': {neden}\n", D::AD, kisa(&yol));
        assert_eq!(kos(yol.clone().into()), (2, beklenen), "{}", D::AD);
    }
    let _ = std::fs::remove_dir_all(&klasor);
}
