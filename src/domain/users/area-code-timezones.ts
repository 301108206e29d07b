// New users get a timezone guess from the area code of the number they text from, so that replies
// and reminders use a sensible local time from the first message. It is only a guess (ported
// numbers, people who moved, area codes that straddle a zone line): users.timezone_confirmed stays
// false until the user confirms or corrects it.

/**
 * IANA zone → space-separated North American area codes. Each geographic area code of the United
 * States, Canada and the other NANP members appears once, under the zone where most of its people
 * live: 850 and 448 (Florida panhandle) and 219 (northwest Indiana) are Central, 270 and 364
 * (western Kentucky) Central, 423 and 729 (east Tennessee) Eastern, 915 (El Paso) Mountain, 208 and
 * 986 Boise. Non-geographic codes (toll-free, 5XX, 600, 900, ...) are absent on purpose.
 */
export const AREA_CODES_BY_TIMEZONE: Readonly<Record<string, string>> = {
  // United States (50 states and DC).
  "America/New_York": `
    201 202 203 207 212 215 216 220 223 227 229 231 234 239 240 248 252 267 269 272 276 283 301 302 304
    305 313 315 321 324 326 329 330 332 336 339 347 351 352 363 380 386 401 404 407 410 412 413 419 423
    434 436 440 443 445 470 472 475 478 484 502 508 513 516 517 518 540 551 561 567 570 571 582 585 586
    603 606 607 609 610 614 616 617 624 631 640 645 646 656 667 678 679 680 681 686 689 703 704 706 716
    717 718 724 727 728 729 732 734 740 743 754 757 762 770 771 772 774 781 786 802 803 804 810 813 814
    821 826 828 835 838 839 843 845 848 854 856 857 859 860 862 863 864 865 878 904 906 908 910 912 914
    917 919 929 934 937 941 943 947 948 954 959 973 978 980 984 989`,
  "America/Chicago": `
    205 210 214 217 218 219 224 225 228 235 251 254 256 262 270 274 281 308 309 312 314 316 318 319 320
    325 327 331 334 337 346 353 361 364 402 405 409 414 417 430 432 447 448 457 464 469 479 501 504 507
    512 515 531 534 539 557 563 572 573 580 601 605 608 612 615 618 620 629 630 636 641 651 659 660 662
    682 701 708 712 713 715 726 730 731 737 763 769 773 779 785 806 815 816 817 830 832 847 850 861 870
    872 901 903 913 918 920 931 936 938 940 945 952 956 972 975 979 985`,
  "America/Indiana/Indianapolis": "260 317 463 574 765 812 930",
  "America/Denver": "303 307 385 406 435 505 575 719 720 748 801 915 970 983",
  "America/Boise": "208 986",
  "America/Phoenix": "480 520 602 623 928",
  "America/Los_Angeles": `
    206 209 213 253 279 310 323 341 350 357 360 369 408 415 424 425 442 458 503 509 510 530 541 559 562
    564 619 626 628 650 657 661 669 702 707 714 725 738 747 752 760 775 805 818 820 831 840 858 909 916
    925 949 951 971`,
  "America/Anchorage": "907",
  "Pacific/Honolulu": "808",
  // Canada. 867 (Yukon, Northwest Territories, Nunavut) goes with Yellowknife's clock, Edmonton's.
  "America/St_Johns": "709 879",
  "America/Halifax": "428 506 782 902",
  "America/Toronto": `
    226 249 263 289 343 354 365 367 382 416 418 437 438 450 468 514 519 548 579 581 613 647 683 705 742
    753 807 819 873 905 942`,
  "America/Winnipeg": "204 431 584",
  "America/Regina": "306 474 639",
  "America/Edmonton": "368 403 587 780 825 867",
  "America/Vancouver": "236 250 257 604 672 778",
  // US territories and the Caribbean and Atlantic NANP members.
  "America/Puerto_Rico": "787 939",
  "America/St_Thomas": "340",
  "America/Tortola": "284",
  "America/Anguilla": "264",
  "America/Antigua": "268",
  "America/St_Kitts": "869",
  "America/Montserrat": "664",
  "America/Dominica": "767",
  "America/St_Lucia": "758",
  "America/St_Vincent": "784",
  "America/Barbados": "246",
  "America/Grenada": "473",
  "America/Port_of_Spain": "868",
  "America/Lower_Princes": "721",
  "America/Santo_Domingo": "809 829 849",
  "America/Jamaica": "658 876",
  "America/Cayman": "345",
  "America/Nassau": "242",
  "America/Grand_Turk": "649",
  "Atlantic/Bermuda": "441",
  "Pacific/Guam": "671",
  "Pacific/Saipan": "670",
  "Pacific/Pago_Pago": "684",
};

const TIMEZONE_BY_AREA_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(AREA_CODES_BY_TIMEZONE).flatMap(([timezone, codes]) =>
    codes
      .trim()
      .split(/\s+/)
      .map((code) => [code, timezone] as const),
  ),
);

const NANP_E164 = /^\+1(\d{3})\d{7}$/;

/**
 * The IANA timezone of a +1 number's area code, or null for anything that is not +1 followed by
 * ten digits, or whose area code is unknown or not geographic (toll-free, 5XX, 900, ...).
 */
export function timezoneForNorthAmericanNumber(e164: string): string | null {
  const match = NANP_E164.exec(e164);
  if (!match) return null;
  return TIMEZONE_BY_AREA_CODE.get(match[1]) ?? null;
}
