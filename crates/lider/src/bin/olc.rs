#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three columns, then the lease sweep).

fn main() -> std::process::ExitCode {
    k01::arac::ana::<lider::cli::OlcArg>()
}
